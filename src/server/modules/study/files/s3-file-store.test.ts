import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../config';
import { createS3FileStore } from './s3-file-store';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** An S3-compatible server in memory: objects by path, and every request it saw. */
function fakeS3(failWith?: number) {
  const objects = new Map<string, Buffer>();
  const requests: Request[] = [];
  const fetchImpl = (async (input: Request) => {
    requests.push(input.clone());
    if (failWith) return new Response('', { status: failWith });
    const path = new URL(input.url).pathname;
    if (input.method === 'PUT') {
      objects.set(path, Buffer.from(await input.arrayBuffer()));
      return new Response('', { status: 200 });
    }
    const object = objects.get(path);
    if (!object) return new Response('', { status: 404 });
    return new Response(input.method === 'HEAD' ? null : new Uint8Array(object), { status: 200 });
  }) as typeof fetch;
  return { objects, requests, fetchImpl };
}

const config = {
  endpoint: 'http://minio.internal:9000/',
  bucket: 'hospital-portal',
  region: 'cn-north-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  prefix: 'files/',
};

describe('the S3-compatible file store', () => {
  it('writes each content once under its hash, signed with Signature V4, and reads it back', async () => {
    const s3 = fakeS3();
    const store = createS3FileStore(config, s3.fetchImpl);
    const data = Buffer.from('\x89PNG\r\n\x1a\n fake image bytes');
    const hash = sha256(data);

    expect(await store.has(hash)).toBe(false);
    await store.put(hash, data);
    await store.put(hash, data);
    expect([...s3.objects.keys()]).toEqual([`/hospital-portal/files/${hash}`]);
    expect(s3.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(await store.has(hash)).toBe(true);
    expect(await store.get(hash)).toEqual(data);
    expect(await store.get(sha256('missing'))).toBeUndefined();

    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-north-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers.get('x-amz-content-sha256')).toBe(hash);
    expect(put?.headers.get('authorization')).not.toContain(config.secretAccessKey);
  });

  it('refuses names that are not hashes and reports a failing server', async () => {
    const store = createS3FileStore(config, fakeS3(503).fetchImpl);
    await expect(store.get('../etc/passwd')).rejects.toThrow('Not a SHA-256');
    await expect(store.get(sha256('x'))).rejects.toThrow('HTTP 503');
    await expect(store.put(sha256('x'), Buffer.from('x'))).rejects.toThrow('HTTP 503');
  });

  it('is configured by all of FILES_S3_* or none', () => {
    expect(readConfig({}).s3Files).toBeUndefined();
    const env = {
      FILES_S3_ENDPOINT: 'http://minio.internal:9000',
      FILES_S3_BUCKET: 'portal',
      FILES_S3_ACCESS_KEY_ID: 'id',
      FILES_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(readConfig(env).s3Files).toMatchObject({ bucket: 'portal', region: 'us-east-1', prefix: '' });
    expect(() => readConfig({ ...env, FILES_S3_BUCKET: '' })).toThrow('missing: FILES_S3_BUCKET');
  });
});
