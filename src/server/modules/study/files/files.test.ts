import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../../../shared/domain/study/files';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createLocalFileStore } from './file-store';
import { createFileService } from './service';

const ADMIN = 'sysadmin';
const png = readFileSync('public/icons/icon-192.png');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const cleanSvg = readFileSync('public/demo/logo.svg');
const scriptSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

let t: StaffTestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-files-'));
  t = await createStaffTestApp({ fileStore: createLocalFileStore(dir) });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string, data: Buffer, as?: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ name, ...extra });
  return t.app.inject({
    method: 'POST',
    url: `/api/gbs/file/upload?${query.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      ...(as ? { cookie: await t.cookieOf(as) } : {}),
    },
    payload: data,
  });
}

function storedFiles(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('uploading an image', () => {
  it('stores a PNG under its SHA-256, records it and serves it at a stable public URL', async () => {
    const response = await upload('标志.png', png, ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: '标志.png',
      mimeType: 'image/png',
      size: png.length,
      width: 192,
      height: 192,
    });
    // Its id is a random key, not a number counting the uploads.
    expect(data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.url).toBe(`/files/${data.hash}.png`);
    expect(storedFiles()).toContain(data.hash);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The same bytes under another extension are not there.
    expect((await t.app.inject({ method: 'GET', url: `/files/${data.hash}.gif` })).statusCode).toBe(404);
  });

  it('writes an audit row for every upload, naming the uploader and the file', async () => {
    const response = await upload('audit.png', png, ADMIN);
    const { data } = response.json();
    const [row] = await auditRows(t.db, 'file.upload');
    const stored = await t.db
      .selectFrom('storedFile')
      .select('id')
      .where('publicKey', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actorName: ADMIN,
      actorId: await t.idOf(ADMIN),
      entity: 'stored_file',
      entityId: String(stored.id),
      outcome: 'success',
    });
    expect(row?.after).toEqual({
      name: 'audit.png',
      hash: data.hash,
      mimeType: 'image/png',
      size: png.length,
      visibility: 'public',
    });
  });

  it('stores the same bytes once, however often they are uploaded', async () => {
    const first = (await upload('a.png', png, ADMIN)).json().data;
    const second = (await upload('b.png', png, ADMIN)).json().data;
    expect(second.id).not.toBe(first.id);
    expect(second.hash).toBe(first.hash);
    expect(second.url).toBe(first.url);
    expect(storedFiles().filter((name) => name === first.hash)).toHaveLength(1);
  });

  it('refuses a PNG renamed .exe (not an image extension), naming the file field', async () => {
    const response = await upload('setup.exe', png, ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isOk: false, code: '100', data: { field: 'file' } });
  });

  it('refuses an executable renamed .png: its bytes are not a PNG', async () => {
    const before = storedFiles().length;
    const response = await upload('photo.png', exe, ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '100', data: { field: 'file' } });
    expect(response.json().msg).toContain('扩展名不符');
    expect(storedFiles()).toHaveLength(before);
    const [refused] = await auditRows(t.db, 'file.upload');
    expect(refused).toMatchObject({ outcome: 'failure', actorName: ADMIN });
    expect(refused?.after).toMatchObject({ name: 'photo.png', size: exe.length });
  });

  it('refuses a PNG named .jpg (the extension must match the real kind)', async () => {
    const response = await upload('photo.jpg', png, ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: 'file' });
  });

  it('refuses an SVG with a script and accepts a clean one, served with a restrictive CSP', async () => {
    const refused = await upload('evil.svg', scriptSvg, ADMIN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: { field: 'file' } });
    expect(refused.json().msg).toContain('脚本');

    const accepted = await upload('logo.svg', cleanSvg, ADMIN);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { url } = accepted.json().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file over the limit (5 MB by default) before storing anything', async () => {
    const big = Buffer.concat([png, Buffer.alloc(DEFAULT_UPLOAD_MAX_BYTES - png.length + 1)]);
    const before = storedFiles().length;
    const response = await upload('big.png', big, ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '100', data: { field: 'file' } });
    expect(response.json().msg).toContain('5 MB');
    expect(storedFiles()).toHaveLength(before);
    const policy = (await t.get('/api/gbs/file/policy', ADMIN)).json().data;
    expect(policy.maxBytes).toBe(DEFAULT_UPLOAD_MAX_BYTES);
    expect(policy.extensions).toContain('svg');
  });

  it('refuses anonymous callers (401) and users without the upload permission (403)', async () => {
    expect((await upload('a.png', png)).statusCode).toBe(401);
    expect((await upload('a.png', png, 'coordinator')).statusCode).toBe(403);
  });
});

describe('the file manager', () => {
  it('serves a public file by its random key to staff with the Files page, never cached', async () => {
    const { data } = (await upload('横幅.png', png, ADMIN)).json();
    const url = `/api/gbs/file/${data.id}`;
    expect((await t.get(url)).statusCode).toBe(401);
    expect((await t.get(url, 'coordinator')).statusCode).toBe(403);
    const served = await t.get(url, ADMIN);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await t.get(`/api/gbs/file/${'0'.repeat(32)}`, ADMIN)).statusCode).toBe(404);
  });

  it('takes public uploads only: a request for a private one is refused and stores nothing', async () => {
    const before = await t.db.selectFrom('storedFile').select('id').execute();
    const response = await upload('身份证.png', Buffer.concat([png, Buffer.from('private')]), ADMIN, {
      visibility: 'private',
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.selectFrom('storedFile').select('id').execute()).toHaveLength(before.length);
  });

  it("answers 404 for an area's private file, by its key or by its sequential id", async () => {
    const files = createFileService({ db: t.db, store: createLocalFileStore(dir), maxBytes: DEFAULT_UPLOAD_MAX_BYTES });
    const actor = { at: t.clock(), actorId: null, actorName: 'test', clientIp: null, requestId: null };
    const secret = Buffer.concat([png, Buffer.from('sae scan')]);
    const stored = await files.storePrivate({ name: 'scan.png', data: secret, accept: 'images' }, actor);
    const row = await t.db
      .selectFrom('storedFile')
      .select(['publicKey', 'hash'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.publicKey).toMatch(/^[0-9a-f]{32}$/);
    const byKey = await t.get(`/api/gbs/file/${row.publicKey}`, ADMIN);
    expect(byKey.statusCode).toBe(404);
    expect(byKey.rawPayload.includes(secret)).toBe(false);
    // The old address shape, a sequential number, finds nothing either.
    expect((await t.get(`/api/gbs/file/${stored.id}`, ADMIN)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/files/${row.hash}.png` })).statusCode).toBe(404);
    // Its owning area reaches it by the id it keeps.
    expect((await files.ownedFile(stored.id))?.data.equals(secret)).toBe(true);
  });
});

describe('a configured limit', () => {
  it('refuses files over UPLOAD_MAX_BYTES', async () => {
    const small = await createStaffTestApp({ uploadMaxBytes: 1024 });
    const response = await small.app.inject({
      method: 'POST',
      url: '/api/gbs/file/upload?name=icon.png',
      headers: {
        [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
        'content-type': 'application/octet-stream',
        cookie: await small.cookieOf(ADMIN),
      },
      payload: png,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { field: 'file' } });
    expect(response.json().msg).toContain('1 KB');
    await small.close();
  });
});
