import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { hospitalTimeZone, setHospitalTimeZone } from '../../../../shared/domain/hospital-time';
import { createHospitalZoneSync } from '../../../lib/hospital-zone';
import { purgeExpiredLeads, runLeadRetentionOnce } from './lead-retention';

let t: StaffTestApp;
let projectId: number;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 5, 2, 0, 0);

beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await t.db.updateTable('project').set({ published: 1 }).where('id', '=', projectId).execute();
});
afterAll(async () => t.close());

let address = 0;
async function leaveLead(phone: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/portal/projects/${projectId}/recruit-lead`,
    remoteAddress: `10.7.0.${(address += 1)}`,
    headers: { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
    payload: JSON.stringify({ name: '王芳', phone, consent: true, consentVersion: 'v1', answers: [] }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = await t.db
    .selectFrom('recruitPatient')
    .select('id')
    .where('source', '=', 3)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return id;
}

const remaining = async (ids: number[]) =>
  (await t.db.selectFrom('recruitPatient').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

describe('portal lead retention', () => {
  it('deletes a lead kept past 180 days without enrolment, and keeps enrolled and recent ones', async () => {
    t.clock.set(START);
    const expired = await leaveLead('13700000001');
    const enrolled = await leaveLead('13700000002');
    await t.db
      .insertInto('trialSubject')
      .values({
        projectId,
        patientId: enrolled,
        subjectNumber: 'LEAD-001',
        seq: 901,
        initials: '王*',
        status: 'screening',
        screeningDate: '2026-01-10',
        createdAt: new Date(START).toISOString(),
        updatedAt: new Date(START).toISOString(),
      })
      .execute();
    t.clock.set(START + 100 * DAY_MS);
    const recent = await leaveLead('13700000003');
    const contact = await t.post(
      '/api/trial/recruit/contact',
      { projectId, patientId: expired, version: 1, result: 0, nextFollowUp: '2026-04-20' },
      'coordinator',
    );
    expect(contact.statusCode, contact.body).toBe(200);

    // Day 180 exactly: still within the promise.
    expect(await purgeExpiredLeads(t.db, START + 180 * DAY_MS - 60_000)).toBe(0);
    expect(await purgeExpiredLeads(t.db, START + 181 * DAY_MS)).toBe(1);
    expect(await remaining([expired, enrolled, recent])).toEqual([enrolled, recent].sort());
    expect(await t.db.selectFrom('recruitContact').select('id').where('patientId', '=', expired).execute()).toEqual([]);
    const [audit] = await auditRows(t.db, 'patient.purge');
    expect(audit).toMatchObject({
      actorName: 'system',
      entityId: String(projectId),
      before: { patientIds: [expired] },
    });
    expect(JSON.stringify(audit)).not.toMatch(/王芳|1370000000/);
  });

  it('runs on one instance a day under the job lease', async () => {
    const at = START + 400 * DAY_MS;
    t.clock.set(at);
    expect(await runLeadRetentionOnce({ db: t.db, clock: t.clock, holder: 'a' })).toBe('ran');
    expect(await runLeadRetentionOnce({ db: t.db, clock: t.clock, holder: 'b' })).toBe('busy');
    t.clock.set(at + DAY_MS);
    expect(await runLeadRetentionOnce({ db: t.db, clock: t.clock, holder: 'b' })).toBe('ran');
  });

  /** What another instance's site settings hold (as main.ts gives it to lib/hospital-zone.ts). */
  const readZone = async () =>
    (await t.db.selectFrom('site').select('timeZone').where('id', '=', 1).executeTakeFirst())?.timeZone;

  it('follows a zone another instance saved, though this one served no request since', async () => {
    const zoneSync = createHospitalZoneSync(readZone, t.clock);
    await zoneSync.refresh();
    expect(hospitalTimeZone()).toBe('Asia/Shanghai');
    await t.db.updateTable('site').set({ timeZone: 'Europe/Berlin' }).where('id', '=', 1).execute();
    try {
      t.clock.set(START + 800 * DAY_MS);
      const options = { db: t.db, clock: t.clock, holder: 'a', beforeRun: zoneSync.ensureCurrent };
      expect(await runLeadRetentionOnce(options)).toBe('ran');
      expect(hospitalTimeZone()).toBe('Europe/Berlin');
    } finally {
      await t.db.updateTable('site').set({ timeZone: 'Asia/Shanghai' }).where('id', '=', 1).execute();
      setHospitalTimeZone('Asia/Shanghai');
    }
  });

  it('records a run whose settings could not be read as failed', async () => {
    t.clock.set(START + 900 * DAY_MS);
    const beforeRun = () => Promise.reject(new Error('site row unreadable'));
    expect(await runLeadRetentionOnce({ db: t.db, clock: t.clock, holder: 'a', beforeRun })).toBe('failed');
    const lease = await t.db
      .selectFrom('jobLease')
      .select('lastError')
      .where('name', '=', 'lead-retention')
      .executeTakeFirst();
    expect(lease?.lastError).toBe('site row unreadable');
  });
});
