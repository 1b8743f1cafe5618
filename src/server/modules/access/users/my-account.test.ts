import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);

describe('my profile', () => {
  it('answers the signed-in user’s own profile with roles and version', async () => {
    const response = await t.get('/api/gbc/user/profile', 'investigator');
    expect(response.json().data).toMatchObject({
      userName: 'investigator',
      realname: '陈立新',
      deptName: '肿瘤内科',
      avatar: null,
      userRoles: [expect.objectContaining({ code: 'investigator' })],
      version: 1,
    });
    expect((await t.get('/api/gbc/user/profile')).statusCode).toBe(401);
  });

  it('saves own name, contacts and signature; audits the changed fields', async () => {
    const response = await t.post(
      '/api/gbc/user/profile/save',
      {
        realname: '陈立新',
        fullName: 'Dr. Chen Lixin',
        email: 'chen@hkfy.example.cn',
        phone: '13910245501',
        signature: '陈立新 主任医师',
        version: 1,
      },
      'investigator',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      fullName: 'Dr. Chen Lixin',
      signature: '陈立新 主任医师',
      version: 2,
    });
    const [audit] = await auditRows(t.db, 'profile.update');
    expect(audit).toMatchObject({ actorName: 'investigator', entityId: String(await t.idOf('investigator')) });
    expect(audit?.before).toEqual({ fullName: 'Chen Lixin', email: 'chenlixin@hkfy.example.cn', signature: null });
    expect(audit?.after).toEqual({
      fullName: 'Dr. Chen Lixin',
      email: 'chen@hkfy.example.cn',
      signature: '陈立新 主任医师',
    });
  });

  it('refuses a stale version, someone else’s phone, and fields one may not change', async () => {
    const stale = await t.post('/api/gbc/user/profile/save', { realname: '改', version: 1 }, 'investigator');
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });
    const phone = await t.post(
      '/api/gbc/user/profile/save',
      { realname: '陈立新', phone: '13910245502', version: 2 },
      'investigator',
    );
    expect(phone.json().msg).toContain('「phone」');
    for (const field of ['userName', 'status', 'roleIds']) {
      const response = await t.post(
        '/api/gbc/user/profile/save',
        { realname: '陈立新', version: 2, [field]: 'x' },
        'investigator',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    const email = await t.post(
      '/api/gbc/user/profile/save',
      { realname: '陈立新', email: 'nope', version: 2 },
      'investigator',
    );
    expect(email.json().msg).toContain('email');
    const row = await t.db
      .selectFrom('staffUser')
      .select(['realname', 'phone', 'version'])
      .where('userName', '=', 'investigator')
      .executeTakeFirst();
    expect(row).toEqual({ realname: '陈立新', phone: '13910245501', version: 2 });
  });
});

describe('avatar', () => {
  it('stores a PNG and serves it to signed-in users only, never cached', async () => {
    const save = await t.post(
      '/api/gbc/user/avatar',
      { dataUrl: `data:image/png;base64,${PNG_BASE64}` },
      'coordinator',
    );
    expect(save.statusCode, save.body).toBe(200);
    const id = await t.idOf('coordinator');
    expect(save.json().data).toEqual({ avatar: `/api/gbc/user/avatar/${id}` });
    const image = await t.get(`/api/gbc/user/avatar/${id}`, 'monitor');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect((await t.get(`/api/gbc/user/avatar/${id}`)).statusCode).toBe(401);
    expect((await t.get('/api/gbc/user/profile', 'coordinator')).json().data.avatar).toBe(`/api/gbc/user/avatar/${id}`);
    const [audit] = await auditRows(t.db, 'profile.avatar');
    expect(audit?.after).toEqual({ avatarType: 'image/png', avatarBytes: 70 });
    expect(audit?.afterValue).not.toContain(PNG_BASE64.slice(0, 20));
  });

  it('accepts WebP by its RIFF/WEBP header and removes the avatar with null', async () => {
    const save = await t.post(
      '/api/gbc/user/avatar',
      { dataUrl: `data:image/webp;base64,${webp.toString('base64')}` },
      'finance',
    );
    expect(save.statusCode, save.body).toBe(200);
    const removed = await t.post('/api/gbc/user/avatar', { dataUrl: null }, 'finance');
    expect(removed.json().data).toEqual({ avatar: null });
    expect((await t.get(`/api/gbc/user/avatar/${await t.idOf('finance')}`, 'finance')).statusCode).toBe(404);
  });

  it('refuses other types, bytes that are not the declared image, and images over 200 KB', async () => {
    const gif = await t.post(
      '/api/gbc/user/avatar',
      { dataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      'ethics',
    );
    expect(gif.json()).toMatchObject({ code: '100', msg: expect.stringContaining('dataUrl') });
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const disguised = await t.post('/api/gbc/user/avatar', { dataUrl: `data:image/png;base64,${fake}` }, 'ethics');
    expect(disguised.json().msg).toContain('「dataUrl」');
    const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(201 * 1024)]);
    const tooBig = await t.post(
      '/api/gbc/user/avatar',
      { dataUrl: `data:image/png;base64,${big.toString('base64')}` },
      'ethics',
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toContain('dataUrl');
    const exact = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(200 * 1024 - 70)]);
    const atLimit = await t.post(
      '/api/gbc/user/avatar',
      { dataUrl: `data:image/png;base64,${exact.toString('base64')}` },
      'ethics',
    );
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('answers 404 for a user without an avatar or an unknown user', async () => {
    expect((await t.get(`/api/gbc/user/avatar/${await t.idOf('monitor')}`, 'monitor')).statusCode).toBe(404);
    expect((await t.get('/api/gbc/user/avatar/999999', 'monitor')).statusCode).toBe(404);
  });
});
