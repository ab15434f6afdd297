/**
 * Object storage through the S3 API (MinIO in production, s3rver locally). Files never travel in
 * Kafka messages: services put them here and pass object keys.
 */
import { Client } from 'minio';
import type { Readable } from 'node:stream';

export interface ObjectStorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

export class ObjectStorage {
  private readonly client: Client;
  readonly bucket: string;

  constructor(private readonly settings: ObjectStorageSettings) {
    const url = new URL(settings.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      useSSL: url.protocol === 'https:',
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
    this.bucket = settings.bucket;
  }

  /** Creates the bucket when it does not exist yet (start-up). */
  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket, this.settings.region);
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.bucket);
  }

  /**
   * Streams a body into the bucket. A stream's size must be given: with it, bodies up to the part
   * size (64 MiB) go in one PUT and larger ones as a multipart upload; without it the client must
   * list pending multipart uploads first, which the local S3 stand-in does not answer.
   */
  async put(
    key: string,
    body: Readable | Buffer,
    contentType: string,
    size = Buffer.isBuffer(body) ? body.length : undefined,
  ): Promise<StoredObject> {
    if (size === undefined) throw new Error(`put(${key}): the size of a streamed body is required`);
    await this.client.putObject(this.bucket, key, body, size, { 'Content-Type': contentType });
    const stat = await this.client.statObject(this.bucket, key);
    return { key, size: stat.size, contentType };
  }

  async get(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      return { key, size: stat.size, contentType: String(stat.metaData?.['content-type'] ?? 'application/octet-stream') };
    } catch (error) {
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  /** Every object whose key starts with `prefix`, read from the server a page at a time. */
  async *list(prefix: string): AsyncIterable<{ key: string; size: number; lastModified: Date }> {
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{
      name?: string;
      size: number;
      lastModified: Date;
    }>) {
      if (item.name) yield { key: item.name, size: item.size, lastModified: new Date(item.lastModified) };
    }
  }
}
