import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

/** The ethics committee: nine demo members meeting the composition rules, quorum rules as data. */
let t: StaffTestApp;
const BASE = '/api/ethic/committee';

beforeAll(async () => {
  t = await createStaffTestApp();
  await loadEthicsDemo(t.db, t.clock());
});
afterAll(async () => t.close());

type Committee = {
  version: number;
  rules: Record<string, unknown>;
  members: { id: number; userName: string; role: string; version: number; active: boolean }[];
  composition: { met: boolean; members: number; conditions: { condition: string; met: boolean }[] };
  quorum: { needed: number; conditions: string[] };
};
const committee = async (as = 'ethics') => (await t.get(BASE, as)).json().data as Committee;

describe('the committee', () => {
  it('has nine members meeting the composition rules, the demo ethics user its secretary', async () => {
    const seen = await committee('ec.lihong');
    expect(seen.members).toHaveLength(9);
    expect(seen.members[0]).toMatchObject({ userName: 'ethics', role: 'secretary', active: true });
    expect(seen.members[1]).toMatchObject({ role: 'chair' });
    expect(seen.composition).toMatchObject({ met: true, members: 9 });
    expect(seen.quorum).toEqual({ needed: 5, conditions: ['count', 'nonScientific', 'nonAffiliated', 'bothSexes'] });
    expect((await t.get(BASE, 'coordinator')).statusCode).toBe(403);
  });

  it('changes its quorum rules with validation and an audit row; members cannot', async () => {
    const { version, rules } = await committee();
    const bad = await t.post(
      `${BASE}/rules`,
      { version, name: '医学伦理委员会', rules: { ...rules, minimumPresent: 0 } },
      'ethics',
    );
    expect(bad.statusCode).toBe(400);
    const refused = await t.post(`${BASE}/rules`, { version, name: '医学伦理委员会', rules }, 'ec.lihong');
    expect(refused.statusCode).toBe(403);
    const saved = await t.post(
      `${BASE}/rules`,
      { version, name: '医学伦理委员会', nameEn: null, rules: { ...rules, minimumPresent: 7 } },
      'ethics',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await committee()).quorum.needed).toBe(7);
    expect((await auditRows(t.db, 'ethicsCommittee.update'))[0]?.after).toMatchObject({ rules: { minimumPresent: 7 } });
    const stale = await t.post(`${BASE}/rules`, { version, name: '医学伦理委员会', rules }, 'ethics');
    expect(stale.statusCode).toBe(400);
  });

  it('seats a member once, one chair per term, and takes a member off', async () => {
    const finance = await t.idOf('finance');
    const seat = {
      userId: finance,
      role: 'member',
      sex: 'female',
      scientific: false,
      affiliated: true,
      startsOn: '2026-01-01',
      endsOn: null,
    };
    const added = await t.post(`${BASE}/member/save`, seat, 'ethics');
    expect(added.statusCode, added.body).toBe(200);
    const again = await t.post(`${BASE}/member/save`, seat, 'ethics');
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('userId');
    const { id, version } = added.json().data as { id: number; version: number };
    const chair = await t.post(`${BASE}/member/save`, { ...seat, id, version, role: 'chair' }, 'ethics');
    expect(chair.statusCode).toBe(400);
    expect(chair.json().field).toBe('role');
    const backwards = await t.post(`${BASE}/member/save`, { ...seat, id, version, endsOn: '2025-12-31' }, 'ethics');
    expect(backwards.json().field).toBe('endsOn');
    expect((await committee()).members).toHaveLength(10);
    const removed = await t.post(`${BASE}/member/remove`, { id, version }, 'ethics');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await committee()).members).toHaveLength(9);
    expect((await auditRows(t.db, 'ethicsMember.delete'))[0]).toMatchObject({ entityId: String(id) });
    const staff = (await t.get(`${BASE}/staff?keyword=${encodeURIComponent('刘')}`, 'ethics')).json().data;
    expect(staff.map((user: { userName: string }) => user.userName)).toContain('coordinator');
  });
});
