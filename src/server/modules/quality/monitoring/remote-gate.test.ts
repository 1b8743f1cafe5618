import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import type { StaffTestApp } from '../../../staff-test-kit';
import { project, startQualityTestApp } from '../quality-test-kit';
import { inNetworks } from './remote-gate';

/** Remote monitoring enforced on the source documents: a QC evidence file read from inside or outside. */
let t: StaffTestApp;
let fileUrl = '';
beforeAll(async () => {
  t = await startQualityTestApp();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/quality/finding/evidence/upload/${project(0)}?name=source.pdf`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf('coordinator'),
    },
    payload: Buffer.from('%PDF-1.4\n% 原始病历\n', 'utf8'),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  fileUrl = `/api/quality/finding/evidence/${project(0)}/${uploaded.json().data.fileId}`;
  // An administrator lets monitors read the findings board (and so its evidence files).
  const monitor = await t.db.selectFrom('role').select('id').where('code', '=', 'monitor').executeTakeFirstOrThrow();
  await t.db
    .insertInto('rolePermission')
    .values({ roleId: monitor.id, scope: 'project', kind: 'page', name: 'QualityFindings' })
    .execute();
  await t.db.updateTable('site').set({ hospitalNetworks: '["10.20.0.0/16", "fd12:3456::/32"]' }).execute();
});
afterAll(async () => t.close());

const read = async (as: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: fileUrl,
    remoteAddress,
    headers: { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, cookie: await t.cookieOf(as) },
  });

describe('remote monitoring enforced', () => {
  it('refuses a monitor outside the hospital networks while closed, and serves inside, other roles and when open', async () => {
    const outside = await read('monitor', '203.0.113.5');
    expect(outside.statusCode, outside.body).toBe(403);
    expect(outside.json()).toMatchObject({ isOk: false, code: 'remote_monitoring_closed' });
    expect(outside.json().msg).toContain('远程监查');
    expect((await read('monitor', '10.20.3.4')).statusCode).toBe(200);
    expect((await read('monitor', 'fd12:3456::9')).statusCode).toBe(200);
    expect((await read('coordinator', '203.0.113.5')).statusCode).toBe(200);
    expect((await read('qa', '203.0.113.5')).statusCode).toBe(200);

    const opened = await t.post(
      '/api/quality/monitoring/remote/open',
      { projectId: project(0), version: 0 },
      'investigator',
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await read('monitor', '203.0.113.5')).statusCode).toBe(200);
    const closed = await t.post(
      '/api/quality/monitoring/remote/close',
      { projectId: project(0), version: 1 },
      'investigator',
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await read('monitor', '203.0.113.5')).statusCode).toBe(403);
  });

  it('matches addresses against the blocks, IPv4-mapped IPv6 included, skipping bad blocks', () => {
    const networks = ['10.20.0.0/16', '192.168.1.7', 'nonsense', '172.16.0.0/99', 'fd12:3456::/32'];
    expect(inNetworks('10.20.255.1', networks)).toBe(true);
    expect(inNetworks('::ffff:10.20.0.1', networks)).toBe(true);
    expect(inNetworks('192.168.1.7', networks)).toBe(true);
    expect(inNetworks('192.168.1.8', networks)).toBe(false);
    expect(inNetworks('172.16.0.1', networks)).toBe(false);
    expect(inNetworks('fd12:3456:1::1', networks)).toBe(true);
    expect(inNetworks('10.21.0.1', networks)).toBe(false);
    expect(inNetworks('not-an-ip', networks)).toBe(false);
  });
});
