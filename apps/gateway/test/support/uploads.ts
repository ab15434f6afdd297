/**
 * Uploading through the gateway in a test: the multipart form a browser would send, posted as a
 * signed-in user, and the objects the S3 stand-in holds afterwards (a refused upload leaves none).
 */
import { Client } from 'minio';
import type { S3StandIn } from '@dental/testing';

export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** A multipart form: `fields` in their order, then each file under `fileField`. */
export function multipartForm(fields: Record<string, string>, fileField: string, files: UploadedFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}

/** POSTs `form` to `url` with the bearer `token`, or with no authorization when there is none. */
export function postMultipart(url: string, form: FormData, token?: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
}

/** The keys of every object in `bucket` on the S3 stand-in. */
export async function storedObjectKeys(s3: S3StandIn, bucket: string): Promise<string[]> {
  const url = new URL(s3.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
  });
  const keys: string[] = [];
  for await (const object of client.listObjectsV2(bucket, '', true)) keys.push((object as { name: string }).name);
  return keys;
}
