import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { createFieldCipher } from '../../../lib/field-crypto';
import { isoTime } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';
import type { SmsSender } from '../../access';
import { insertSubjectWithVisits, projectAt } from './reminder-fixtures';
import { runVisitRemindersOnce } from './reminder-job';

const HOUR = 3_600_000;
const cipher = createFieldCipher(testKeys().patientKeys);
const PHONE = '13812345678';

function recordingSender(failures = 0): SmsSender & { sent: { mobile: string; text: string }[] } {
  let toFail = failures;
  const sent: { mobile: string; text: string }[] = [];
  return {
    sent,
    async send(mobile, text) {
      if (toFail > 0) {
        toFail -= 1;
        throw new Error(`gateway down for ${mobile}`);
      }
      sent.push({ mobile, text });
    },
  };
}

let t: StaffTestApp;
let projectId: number;
beforeEach(async () => {
  t = await createStaffTestApp();
  projectId = await projectAt(t.db, 0);
});
afterEach(async () => t.close());

/** A consenting subject with visits yesterday, tomorrow, in 3 and 4 days, and one done in 2 days. */
async function typicalSubject(consent = true) {
  const today = hospitalDay(t.clock());
  return insertSubjectWithVisits(
    t.db,
    cipher,
    {
      projectId,
      subjectNumber: 'S001',
      phone: PHONE,
      consent,
      visits: [
        { code: 'PAST', plannedDate: addDays(today, -1) },
        { code: 'SOON', plannedDate: addDays(today, 1) },
        { code: 'EDGE', plannedDate: addDays(today, 3) },
        { code: 'LATER', plannedDate: addDays(today, 4) },
        { code: 'DONE', plannedDate: addDays(today, 2), status: 'done' },
      ],
    },
    isoTime(t.clock()),
  );
}

const noticesOf = (db: StaffTestApp['db']) =>
  db.selectFrom('staffNotice').select(['userId', 'subjectVisitId', 'title', 'body', 'dueDate']).execute();
const messagesOf = (db: StaffTestApp['db']) => db.selectFrom('patientMessage').selectAll().orderBy('id').execute();

describe('visit reminder job', () => {
  it('creates reminders once, even with two instances running it at the same time and again later', async () => {
    const { visitIds } = await typicalSubject();
    const sender = recordingSender();
    const options = { db: t.db, clock: t.clock, smsSender: sender, cipher, intervalMinutes: 60 };
    const outcomes = await Promise.all([
      runVisitRemindersOnce({ ...options, holder: 'instance-a' }),
      runVisitRemindersOnce({ ...options, holder: 'instance-b' }),
    ]);
    expect(outcomes.map((run) => run.outcome).sort()).toEqual(['busy', 'ran']);

    const staff = [await t.idOf('coordinator'), await t.idOf('investigator')].sort((a, b) => a - b);
    const expected = ['SOON', 'EDGE'].flatMap((code) =>
      staff.map((userId) => ({ userId, subjectVisitId: visitIds.get(code) })),
    );
    const notices = await noticesOf(t.db);
    expect(notices.map(({ userId, subjectVisitId }) => ({ userId, subjectVisitId }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(notices).toHaveLength(4);
    expect(notices[0]?.title).toContain('S001');
    expect((await messagesOf(t.db)).map((m) => [m.subjectVisitId, m.status, m.attempts])).toEqual([
      [visitIds.get('SOON'), 'sent', 1],
      [visitIds.get('EDGE'), 'sent', 1],
    ]);
    expect(sender.sent).toHaveLength(2);
    expect(sender.sent[0]?.mobile).toBe(PHONE);
    expect(sender.sent[0]?.text).toContain('华康大学附属第一医院');
    expect(sender.sent[0]?.text).toContain('SOON');

    // Later, after the lease has expired: the job runs again and finds nothing new.
    t.clock.set(t.clock() + 2 * HOUR);
    const again = await Promise.all([
      runVisitRemindersOnce({ ...options, holder: 'instance-b' }),
      runVisitRemindersOnce({ ...options, holder: 'instance-a' }),
    ]);
    expect(again.find((run) => run.outcome === 'ran')).toMatchObject({ notices: 0, messages: 0, sent: 0 });
    expect(await noticesOf(t.db)).toHaveLength(4);
    expect(await messagesOf(t.db)).toHaveLength(2);
    expect(sender.sent).toHaveLength(2);
    const audit = await auditRows(t.db, 'visitReminder.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ notices: 4 });
    expect(JSON.stringify(audit[0])).not.toContain(PHONE);
  });

  it('sends no message without the patient’s consent, but still reminds the staff', async () => {
    await typicalSubject(false);
    const sender = recordingSender();
    const run = await runVisitRemindersOnce({ db: t.db, clock: t.clock, smsSender: sender, cipher, holder: 'a' });
    expect(run).toMatchObject({ outcome: 'ran', notices: 4, messages: 0 });
    expect(await messagesOf(t.db)).toHaveLength(0);
    expect(sender.sent).toHaveLength(0);
  });

  it('retries a failed message on later runs, up to five attempts, and shows the failure', async () => {
    await insertSubjectWithVisits(
      t.db,
      cipher,
      {
        projectId,
        subjectNumber: 'S002',
        phone: PHONE,
        consent: true,
        visits: [{ code: 'V1', plannedDate: addDays(hospitalDay(t.clock()), 2) }],
      },
      isoTime(t.clock()),
    );
    const sender = recordingSender(6);
    const run = (holder: string) =>
      runVisitRemindersOnce({ db: t.db, clock: t.clock, smsSender: sender, cipher, holder, intervalMinutes: 60 });
    expect(await run('a')).toMatchObject({ outcome: 'ran', messages: 1, sent: 0, failed: 1 });
    const [failed] = await messagesOf(t.db);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toContain('gateway down');
    expect(failed?.lastError).not.toContain(PHONE);

    const jobs = await t.get('/api/sys/job/list', 'sysadmin');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().data).toMatchObject({
      failedMessages: 1,
      jobs: [{ name: 'visit-reminders', holder: 'a', lastError: null }],
    });

    for (let attempt = 2; attempt <= 6; attempt += 1) {
      t.clock.set(t.clock() + HOUR);
      await run('a');
    }
    expect(await messagesOf(t.db)).toMatchObject([{ status: 'failed', attempts: 5 }]);
    expect(sender.sent).toHaveLength(0);
  });

  it('sends a message that failed once on the next run', async () => {
    await typicalSubject();
    const sender = recordingSender(1);
    const run = (holder: string) =>
      runVisitRemindersOnce({ db: t.db, clock: t.clock, smsSender: sender, cipher, holder, intervalMinutes: 60 });
    expect(await run('a')).toMatchObject({ sent: 1, failed: 1 });
    t.clock.set(t.clock() + HOUR);
    expect(await run('b')).toMatchObject({ sent: 1, failed: 0 });
    expect((await messagesOf(t.db)).map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 1, null],
    ]);
  });

  it('records a failed run in the job lease, where administrators see it', async () => {
    await typicalSubject();
    const broken = {
      ...cipher,
      decryptOptional: () => {
        throw new Error('unknown patient data key');
      },
    };
    const run = await runVisitRemindersOnce({
      db: t.db,
      clock: t.clock,
      smsSender: recordingSender(),
      cipher: broken,
      holder: 'a',
    });
    expect(run.outcome).toBe('failed');
    const jobs = (await t.get('/api/sys/job/list', 'admin')).json();
    expect(jobs.data.jobs[0]).toMatchObject({ name: 'visit-reminders', lastError: 'unknown patient data key' });
    expect((await t.get('/api/sys/job/list', 'coordinator')).statusCode).toBe(403);
  });

  it('counts days in the hospital’s zone, not in UTC', async () => {
    // 17:00 UTC on 5 January is 01:00 on 6 January in the hospital (UTC+8).
    t.clock.set(Date.UTC(2026, 0, 5, 17, 0, 0));
    const { visitIds } = await insertSubjectWithVisits(
      t.db,
      cipher,
      {
        projectId,
        subjectNumber: 'S003',
        visits: [
          { code: 'UTC-TODAY', plannedDate: '2026-01-05' },
          { code: 'LAST-DAY', plannedDate: '2026-01-09' },
        ],
      },
      isoTime(t.clock()),
    );
    await runVisitRemindersOnce({ db: t.db, clock: t.clock, smsSender: recordingSender(), cipher, holder: 'a' });
    const visits = new Set((await noticesOf(t.db)).map((n) => n.subjectVisitId));
    expect([...visits]).toEqual([visitIds.get('LAST-DAY')]);
  });

  it('uses the project’s own lead time', async () => {
    await t.db.updateTable('project').set({ visitReminderDays: 0 }).where('id', '=', projectId).execute();
    const today = hospitalDay(t.clock());
    const { visitIds } = await insertSubjectWithVisits(
      t.db,
      cipher,
      {
        projectId,
        subjectNumber: 'S004',
        visits: [
          { code: 'TODAY', plannedDate: today },
          { code: 'TOMORROW', plannedDate: addDays(today, 1) },
        ],
      },
      isoTime(t.clock()),
    );
    await runVisitRemindersOnce({ db: t.db, clock: t.clock, smsSender: recordingSender(), cipher, holder: 'a' });
    const visits = new Set((await noticesOf(t.db)).map((n) => n.subjectVisitId));
    expect([...visits]).toEqual([visitIds.get('TODAY')]);
  });
});
