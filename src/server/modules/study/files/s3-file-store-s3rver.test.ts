/**
 * The S3 file store against an S3 server written by others (s3rver, an S3 implementation on
 * Node used to test S3 clients), started here as the PostgreSQL suite starts its server: real
 * HTTP, the bucket on disk, the server's own access key. (s3rver checks the key, not the V4
 * signature itself: s3-file-store.test.ts checks what is signed.)
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from './s3-file-store';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** s3rver's built-in account. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'hospital-portal';

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const storeWith = (fields: { accessKeyId?: string; bucket?: string } = {}) =>
  createS3FileStore({ endpoint, bucket: BUCKET, region: 'us-east-1', ...ACCOUNT, prefix: 'files/', ...fields });

describe('the S3 file store on s3rver', () => {
  it('writes a content once under its hash and reads the same bytes back', async () => {
    const store = storeWith();
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256 * 1024, 7)]);
    const hash = sha256(data);
    expect(await store.has(hash)).toBe(false);
    expect(await store.get(hash)).toBeUndefined();
    await store.put(hash, data);
    await store.put(hash, data);
    expect(await store.has(hash)).toBe(true);
    const back = await store.get(hash);
    expect(back && sha256(back)).toBe(hash);
    expect(back?.length).toBe(data.length);
  });

  it('fails loudly, writing nothing, with an unknown access key or a missing bucket', async () => {
    const data = Buffer.from('bytes for nobody');
    const hash = sha256(data);
    await expect(storeWith({ accessKeyId: 'NOT-A-KEY' }).put(hash, data)).rejects.toThrow(/S3 HEAD failed: HTTP 403/);
    await expect(storeWith({ bucket: 'no-such-bucket' }).put(hash, data)).rejects.toThrow(/S3 PUT failed: HTTP 404/);
    expect(await storeWith().has(hash)).toBe(false);
  });
});
