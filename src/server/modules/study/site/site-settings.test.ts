import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import type { SiteSettings } from '../../../../shared/api/study/site-settings';
import { DEFAULT_HOSPITAL_TIME_ZONE, hospitalDay, setHospitalTimeZone } from '../../../../shared/domain/hospital-time';
import { ensureAdministrator } from '../../../db/seed/first-start';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { twoInstances } from '../../../two-instances-kit';
import { createSessionStore } from '../../../services/sessions';

const ADMIN = 'sysadmin';
const png = readFileSync('public/icons/icon-192.png');

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

async function settings(as = ADMIN): Promise<SiteSettings> {
  const response = await t.get('/api/sys/site/settings', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function bodyOf(current: SiteSettings, changes: Partial<SiteSettings> = {}) {
  return { ...current, ...changes };
}

async function uploadPublic(name: string, data: Buffer): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/gbs/file/upload?name=${encodeURIComponent(name)}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(ADMIN),
    },
    payload: data,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

describe('reading the site settings', () => {
  it('answers every setting with the row version', async () => {
    const current = await settings();
    expect(current).toMatchObject({
      siteName: '华康医院临床试验招募平台',
      shortName: '华康试验招募',
      hospitalNameFull: '华康大学附属第一医院',
      indexLogo: null,
      code: 'hkyy',
      sourceCheck: false,
      newWindowMs: 79_488_000,
      kioskMode: false,
      kioskIdleSeconds: 90,
      regmark: { editRight: 20 },
      version: 1,
    });
    expect(current.banners).toHaveLength(2);
    expect(current.formConfig.map((entry) => entry.configkey)).toContain('recruitShareUrl');
  });

  it('is for administrators only: 401 anonymous, 403 for other roles, reading and saving', async () => {
    expect((await t.get('/api/sys/site/settings')).statusCode).toBe(401);
    for (const user of ['coordinator', 'investigator', 'monitor']) {
      expect((await t.get('/api/sys/site/settings', user)).statusCode).toBe(403);
      const current = await settings();
      expect((await t.post('/api/sys/site/save', bodyOf(current, { siteName: 'x' }), user)).statusCode).toBe(403);
    }
    expect((await settings()).siteName).toBe('华康医院临床试验招募平台');
  });
});

describe('saving the site settings', () => {
  it('saves every field, bumps the version, and the public site and manifest show it at once', async () => {
    const current = await settings();
    const logo = await uploadPublic('新标志.png', png);
    const icon = await uploadPublic('icon.png', Buffer.concat([png, Buffer.from('icon')]));
    const [first, second] = current.banners;
    const saved = await t.post(
      '/api/sys/site/save',
      bodyOf(current, {
        siteName: '东湖医院临床试验招募',
        shortName: '东湖招募',
        indexLogo: logo,
        webIco: icon,
        banners: [
          { url: second?.url ?? '', alt: '第二张' },
          { url: first?.url ?? '', alt: '第一张' },
        ],
        sourceCheck: false,
        kioskMode: true,
        kioskIdleSeconds: 120,
        newWindowMs: 86_400_000,
        regmark: { ...current.regmark, editRight: 30 },
        formConfig: [...current.formConfig, { configkey: 'consultPhone', configvalue: '027-88888888' }],
      }),
      ADMIN,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ siteName: '东湖医院临床试验招募', version: 2, indexLogo: logo });
    expect(await settings()).toEqual(saved.json().data);

    const site = (await t.app.inject({ method: 'GET', url: '/api/portal/site-info' })).json().data;
    expect(site.site).toMatchObject({
      siteName: '东湖医院临床试验招募',
      shortName: '东湖招募',
      indexLogo: logo,
      webIco: icon,
      kioskMode: true,
      kioskIdleSeconds: 120,
      newWindowMs: 86_400_000,
    });
    expect(site.site).not.toHaveProperty('version');
    expect(site.site.banners.map((b: { alt: string }) => b.alt)).toEqual(['第二张', '第一张']);
    expect(site.regmark.editRight).toBe(30);
    const config = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/form-config',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      })
    ).json();
    expect(config.rows).toContainEqual({ configkey: 'consultPhone', configvalue: '027-88888888' });

    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: '东湖医院临床试验招募', short_name: '东湖招募' });
    expect(manifest.icons[0]).toEqual({ src: icon, sizes: '192x192', type: 'image/png', purpose: 'any' });
    expect(manifest.icons).toHaveLength(4);
  });

  it('writes one audit row with only the changed fields before and after', async () => {
    const current = await settings();
    const saved = await t.post('/api/sys/site/save', bodyOf(current, { hospitalNameFull: '东湖大学附属医院' }), ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await auditRows(t.db, 'site.update');
    expect(row).toMatchObject({ actorName: ADMIN, entity: 'site', entityId: '1', outcome: 'success' });
    expect(row?.before).toEqual({ hospitalNameFull: current.hospitalNameFull });
    expect(row?.after).toEqual({ hospitalNameFull: '东湖大学附属医院' });

    const auditCount = (await auditRows(t.db, 'site.update')).length;
    const unchanged = await t.post('/api/sys/site/save', saved.json().data, ADMIN);
    expect(unchanged.json().data.version).toBe(saved.json().data.version);
    expect(await auditRows(t.db, 'site.update')).toHaveLength(auditCount);
  });

  it('refuses a stale version with the standard message and overwrites nothing', async () => {
    const current = await settings();
    const first = await t.post('/api/sys/site/save', bodyOf(current, { siteName: '先保存的名称' }), ADMIN);
    expect(first.statusCode).toBe(200);
    const auditCount = (await auditRows(t.db, 'site.update')).length;
    const stale = await t.post(
      '/api/sys/site/save',
      bodyOf(current, { siteName: '后保存的名称', code: 'late' }),
      ADMIN,
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ isOk: false, code: '100', msg: STALE_VERSION_MESSAGE });
    expect(await settings()).toMatchObject({ siteName: '先保存的名称', code: current.code });
    expect(await auditRows(t.db, 'site.update')).toHaveLength(auditCount);
  });

  it('refuses an image that is not a public upload, naming the field', async () => {
    const current = await settings();
    const missing = `/files/${'a'.repeat(64)}.png`;
    const response = await t.post('/api/sys/site/save', bodyOf(current, { loginLogo: missing }), ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '100', data: { field: 'loginLogo' } });
    const banner = await t.post(
      '/api/sys/site/save',
      bodyOf(current, { banners: [{ url: missing, alt: 'x' }] }),
      ADMIN,
    );
    expect(banner.json()).toMatchObject({ data: { field: 'banners.0.url' } });
    const external = await t.post(
      '/api/sys/site/save',
      bodyOf(current, { qrCode: 'https://evil.example/qr.png' }),
      ADMIN,
    );
    expect(external.statusCode).toBe(400);
    expect(external.json().msg).toContain('qrCode');
  });
});

describe('two server instances on one database', () => {
  it('a save on one is what the other serves next: no per-instance copy of the site', async () => {
    const { a, b, clock, close } = await twoInstances();
    try {
      await ensureAdministrator(a.db, clock());
      const admin = await a.db
        .selectFrom('staffUser')
        .select('id')
        .where('userName', '=', 'admin')
        .executeTakeFirstOrThrow();
      const { token } = await createSessionStore(a.db, clock).create(admin.id, null);
      const headers = { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, cookie: `portal_sid=${token}` };
      // Both instances have served the site once before the change.
      for (const instance of [a, b]) {
        expect((await instance.app.inject({ url: '/api/portal/site-info' })).json().data.site.siteName).toBe(
          '华康医院临床试验招募平台',
        );
        expect((await instance.app.inject({ url: '/manifest.webmanifest' })).json().name).toBe(
          '华康医院临床试验招募平台',
        );
      }
      const current = (await a.app.inject({ url: '/api/sys/site/settings', headers })).json().data;
      const saved = await a.app.inject({
        method: 'POST',
        url: '/api/sys/site/save',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { ...current, siteName: '另一家医院' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await b.app.inject({ url: '/api/portal/site-info' })).json().data.site.siteName).toBe('另一家医院');
      expect((await b.app.inject({ url: '/manifest.webmanifest' })).json().name).toBe('另一家医院');
    } finally {
      await close();
    }
  });
});

describe('the hospital time zone setting', () => {
  afterAll(() => setHospitalTimeZone(DEFAULT_HOSPITAL_TIME_ZONE));

  it('starts as Asia/Shanghai, refuses an unknown zone with a clear error and changes nothing', async () => {
    const current = await settings();
    expect(current.timeZone).toBe('Asia/Shanghai');
    const refused = await t.post('/api/sys/site/save', bodyOf(current, { timeZone: 'Mars/Olympus_Mons' }), ADMIN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().isOk).toBe(false);
    expect(refused.body).toMatch(/未知的时区|Unknown time zone/);
    expect(await settings()).toEqual(current);
  });

  it('saves a known zone, serves it in the site info and moves the hospital day with it', async () => {
    const current = await settings();
    const saved = await t.post('/api/sys/site/save', bodyOf(current, { timeZone: 'UTC' }), ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.get('/api/portal/site-info')).json().data.site.timeZone).toBe('UTC');
    expect(hospitalDay(Date.parse('2026-11-24T17:30:00Z'))).toBe('2026-11-24');
    const back = await t.post('/api/sys/site/save', bodyOf(saved.json().data, { timeZone: 'Asia/Shanghai' }), ADMIN);
    expect(back.statusCode, back.body).toBe(200);
    expect(hospitalDay(Date.parse('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
  });
});

describe("the hospital's networks setting", () => {
  it('starts empty, saves blocks trimmed, refuses a bad block naming it and changes nothing', async () => {
    const current = await settings();
    expect(current.hospitalNetworks).toEqual([]);
    const refused = await t.post(
      '/api/sys/site/save',
      bodyOf(current, { hospitalNetworks: ['10.0.0.0/8', '10.0.0.0/33'] }),
      ADMIN,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ isOk: false, field: 'hospitalNetworks' });
    expect(refused.body).toContain('10.0.0.0/33');
    expect(await settings()).toEqual(current);

    const saved = await t.post(
      '/api/sys/site/save',
      bodyOf(current, { hospitalNetworks: [' 10.0.0.0/8 ', 'fd00::/8'] }),
      ADMIN,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).hospitalNetworks).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });
});

describe('the documents-due setting', () => {
  it('is 30 days by default, takes 1 to 365 and refuses other values naming the field', async () => {
    const current = await settings();
    expect(current.documentDueDays).toBe(30);
    for (const bad of [0, 366]) {
      const refused = await t.post('/api/sys/site/save', bodyOf(current, { documentDueDays: bad }), ADMIN);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ isOk: false, field: 'documentDueDays' });
    }
    expect(await settings()).toEqual(current);
    const saved = await t.post('/api/sys/site/save', bodyOf(current, { documentDueDays: 14 }), ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).documentDueDays).toBe(14);
  });
});
