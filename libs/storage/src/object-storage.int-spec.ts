import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { startS3StandIn, type S3StandIn } from '@dental/testing';
import { ObjectStorage } from './object-storage';

async function digest(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('ObjectStorage against the S3 API', () => {
  let s3: S3StandIn;
  let storage: ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    storage = new ObjectStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: 'us-east-1',
      bucket: 'it-files',
    });
  });
  afterAll(() => s3.stop());

  it('creates its bucket once and again without error', async () => {
    await storage.ensureBucket();
    await storage.ensureBucket();
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('streams a 12 MB object in and out unchanged', async () => {
    const body = randomBytes(12 * 1024 * 1024);
    const stored = await storage.put(
      'transactions/t1/eligibility.pdf',
      Readable.from([body.subarray(0, 5_000_000), body.subarray(5_000_000)]),
      'application/pdf',
      body.length,
    );
    expect(stored.size).toBe(body.length);
    expect(await digest(await storage.get('transactions/t1/eligibility.pdf'))).toBe(createHash('sha256').update(body).digest('hex'));
    expect(await storage.stat('transactions/t1/eligibility.pdf')).toMatchObject({ size: body.length, contentType: 'application/pdf' });
  });

  it('removes objects, and says null for a missing one', async () => {
    await storage.put('gone.txt', Buffer.from('x'), 'text/plain');
    await storage.remove('gone.txt');
    expect(await storage.stat('gone.txt')).toBeNull();
  });
});
