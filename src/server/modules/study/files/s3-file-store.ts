/**
 * The uploads' bytes in an S3-compatible object store (AWS S3, MinIO, Alibaba OSS or
 * Tencent COS in S3 mode), for deployments whose instances share no disk. Objects are named
 * `<prefix><sha256>` in one bucket and addressed path-style (`<endpoint>/<bucket>/<key>`),
 * which every S3-compatible server accepts. Requests are signed with AWS Signature V4
 * (aws4fetch). Like the local store, an object is written once and kept for ever.
 */
import { AwsClient } from 'aws4fetch';
import type { S3StoreConfig } from '../../../config';
import type { FileStore } from './file-store';

const HASH = /^[0-9a-f]{64}$/;

export function createS3FileStore(config: S3StoreConfig, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/`;
  const urlOf = (hash: string) => {
    if (!HASH.test(hash)) throw new Error(`Not a SHA-256 hex digest: ${hash}`);
    return `${base}${config.prefix}${hash}`;
  };
  const send = async (hash: string, init: RequestInit) => fetchImpl(await client.sign(urlOf(hash), init));
  const failed = (what: string, response: Response) =>
    new Error(`S3 ${what} failed: HTTP ${response.status} ${response.statusText}`);

  const has = async (hash: string) => {
    const response = await send(hash, { method: 'HEAD' });
    if (response.status === 404) return false;
    if (!response.ok) throw failed('HEAD', response);
    return true;
  };
  return {
    has,
    async put(hash, data) {
      if (await has(hash)) return;
      const response = await send(hash, {
        method: 'PUT',
        body: new Uint8Array(data),
        // The object's name is the SHA-256 of its bytes: the signed payload hash, for free.
        headers: { 'content-type': 'application/octet-stream', 'x-amz-content-sha256': hash },
      });
      if (!response.ok) throw failed('PUT', response);
    },
    async get(hash) {
      const response = await send(hash, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw failed('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
