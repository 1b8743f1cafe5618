import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  const [first] = await t.db.selectFrom('project').select('id').orderBy('id').limit(1).execute();
  projectId = first?.id ?? 0;
});
afterAll(async () => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
const contact = (body: Record<string, unknown>) =>
  t.post('/api/trial/recruit/contact', { projectId, ...body }, 'coordinator');
const record = async (id: number) => {
  const response = await t.get(`/api/trial/recruit/patient/${projectId}/${id}`, 'coordinator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** A candidate added by hand at the test clock's time, two days before the contacts below. */
async function candidate(mrn: string): Promise<number> {
  const response = await t.post('/api/trial/recruit/patient/save', { projectId, name: '王小红', mrn }, 'coordinator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe('the time, method and staff member of a contact', () => {
  it("logs yesterday's call with its own time, its method and the staff member's name", async () => {
    const added = t.clock();
    const id = await candidate('CT0001');
    t.clock.set(added + 48 * HOUR_MS);
    const yesterday = iso(t.clock() - 20 * HOUR_MS);
    const saved = await contact({ patientId: id, version: 1, contactedAt: yesterday, method: 'phone', result: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = await record(id);
    expect(data.contacts).toEqual([
      expect.objectContaining({ contactedAt: yesterday, method: 'phone', result: 1, actorName: '刘洋' }),
    ]);
    const [audit] = await auditRows(t.db, 'recruit.contact');
    expect(audit?.after).toMatchObject({ contactedAt: yesterday, method: 'phone', recruitResult: 1 });

    // A call logged late does not move the last contact back.
    const earlier = iso(t.clock() - 30 * HOUR_MS);
    const late = await contact({ patientId: id, version: 2, contactedAt: earlier, method: 'clinic', result: 1 });
    expect(late.statusCode, late.body).toBe(200);
    const row = await t.db.selectFrom('recruitPatient').select('lastContactAt').where('id', '=', id).executeTakeFirst();
    expect(row?.lastContactAt).toBe(yesterday);
  });

  it('refuses a time in the future or before the candidate was added, saying why, and changes nothing', async () => {
    const added = t.clock();
    const id = await candidate('CT0002');
    t.clock.set(added + 2 * HOUR_MS);
    const before = await record(id);
    const auditsBefore = (await auditRows(t.db, 'recruit.contact')).length;

    const future = await contact({ patientId: id, version: 1, contactedAt: iso(t.clock() + HOUR_MS), result: 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ isOk: false, data: { field: 'contactedAt' } });
    expect(future.json().msg).toContain('联系时间不能晚于现在');

    const early = await contact({ patientId: id, version: 1, contactedAt: iso(added - HOUR_MS), result: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ isOk: false, data: { field: 'contactedAt' } });
    expect(early.json().msg).toContain('联系时间不能早于患者加入候选名单的时间');

    const after = await record(id);
    expect(after.contacts).toEqual([]);
    expect({ version: after.version, recruitResult: after.recruitResult }).toEqual({
      version: before.version,
      recruitResult: null,
    });
    expect(await auditRows(t.db, 'recruit.contact')).toHaveLength(auditsBefore);
  });

  it('refuses a method outside the list', async () => {
    const id = await candidate('CT0003');
    const refused = await contact({ patientId: id, version: 1, method: 'fax', result: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().isOk).toBe(false);
  });
});
