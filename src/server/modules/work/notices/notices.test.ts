import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { createFieldCipher } from '../../../lib/field-crypto';
import { isoTime } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';
import { runVisitRemindersOnce } from '../../visits';
import { insertSubjectWithVisits, projectAt } from '../../visits/reminders/reminder-fixtures';

const cipher = createFieldCipher(testKeys().patientKeys);
let t: StaffTestApp;
let projectId: number;
let subjectId: number;

beforeEach(async () => {
  t = await createStaffTestApp();
  projectId = await projectAt(t.db, 0);
  const today = hospitalDay(t.clock());
  ({ subjectId } = await insertSubjectWithVisits(
    t.db,
    cipher,
    {
      projectId,
      subjectNumber: 'S010',
      phone: '13900001111',
      visits: [
        { code: 'C2D1', plannedDate: addDays(today, 1) },
        { code: 'C3D1', plannedDate: addDays(today, 2) },
      ],
    },
    isoTime(t.clock()),
  ));
});
afterEach(async () => t.close());

const remind = () =>
  runVisitRemindersOnce({ db: t.db, clock: t.clock, cipher, smsSender: { send: async () => undefined }, holder: 'a' });

describe('staff notices', () => {
  it('lists only one’s own notices, with the subject to link to, and marks them read', async () => {
    await remind();
    const mine = (await t.get('/api/gbs/notice/list', 'coordinator')).json().data;
    expect(mine.unreadCount).toBe(2);
    expect(mine.notices).toHaveLength(2);
    expect(mine.notices[0]).toMatchObject({ projectId, subjectId, kind: 'visitReminder', readAt: null });
    expect((await t.get('/api/gbs/notice/list', 'monitor')).json().data).toEqual({ unreadCount: 0, notices: [] });
    expect((await t.get('/api/gbs/notice/list')).statusCode).toBe(401);

    const ids = mine.notices.map((notice: { id: number }) => notice.id);
    // Someone else's notices are not theirs to mark.
    expect((await t.post('/api/gbs/notice/read', { ids }, 'investigator')).json().data).toEqual({ marked: 0 });
    expect((await t.post('/api/gbs/notice/read', { ids: [ids[0]] }, 'coordinator')).json().data).toEqual({ marked: 1 });
    const after = (await t.get('/api/gbs/notice/list?unread=true', 'coordinator')).json().data;
    expect(after.unreadCount).toBe(1);
    expect(after.notices.map((notice: { id: number }) => notice.id)).toEqual([ids[1]]);
    expect((await t.post('/api/gbs/notice/read', { ids: [] }, 'coordinator')).statusCode).toBe(400);
  });
});

describe('reminder consent', () => {
  const consentUrl = () => `/api/trial/subject/reminderConsent/${projectId}/${subjectId}`;

  it('records and withdraws the consent, versioned and audited, and messages follow it', async () => {
    const before = (await t.get(consentUrl(), 'coordinator')).json().data;
    expect(before).toMatchObject({ subjectId, reminderConsentAt: null, hasPhone: true, messages: [] });
    const body = { projectId, subjectId, version: before.version, consent: true };
    const saved = await t.post('/api/trial/subject/reminderConsent', body, 'coordinator');
    expect(saved.json()).toMatchObject({ isOk: true, data: { id: subjectId, version: before.version + 1 } });
    expect((await t.post('/api/trial/subject/reminderConsent', body, 'coordinator')).json().msg).toContain(
      '已被他人修改',
    );

    await remind();
    const consented = (await t.get(consentUrl(), 'monitor')).json().data;
    expect(consented.reminderConsentAt).toBe(isoTime(t.clock()));
    expect(consented.messages.map((m: { visitName: string; status: string }) => [m.visitName, m.status])).toEqual([
      ['C3D1', 'sent'],
      ['C2D1', 'sent'],
    ]);

    const withdraw = { projectId, subjectId, version: consented.version, consent: false };
    expect((await t.post('/api/trial/subject/reminderConsent', withdraw, 'investigator')).statusCode).toBe(200);
    const audit = await auditRows(t.db, 'subject.reminderConsent');
    expect(audit[0]).toMatchObject({
      entity: 'trialSubject',
      entityId: String(subjectId),
      after: { reminderConsentAt: isoTime(t.clock()) },
    });
    expect(await auditRows(t.db, 'subject.reminderConsentWithdraw')).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('13900001111');
  });

  it('is refused to a monitor and is not found in another project', async () => {
    const { version } = (await t.get(consentUrl(), 'coordinator')).json().data;
    const body = { projectId, subjectId, version, consent: true };
    expect((await t.post('/api/trial/subject/reminderConsent', body, 'monitor')).statusCode).toBe(403);
    const other = await projectAt(t.db, 1);
    const elsewhere = await t.post('/api/trial/subject/reminderConsent', { ...body, projectId: other }, 'coordinator');
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.get(`/api/trial/subject/reminderConsent/${other}/${subjectId}`, 'coordinator')).statusCode).toBe(
      404,
    );
    expect(await auditRows(t.db, 'subject.reminderConsent')).toHaveLength(0);
  });
});

describe('reminder lead time', () => {
  it('shows the default, saves a project’s own days (0..30) with its version, audited', async () => {
    const url = `/api/trial/subject/visit/${projectId}/reminderDays`;
    const initial = (await t.get(url, 'monitor')).json().data;
    expect(initial).toMatchObject({ days: 3, configured: null, defaultDays: 3 });
    const tooMany = await t.post(
      '/api/trial/subject/visit/reminderDays',
      { projectId, days: 31, version: initial.version },
      'coordinator',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: '100' });
    expect(tooMany.json().msg).toContain('days');
    expect(
      (
        await t.post(
          '/api/trial/subject/visit/reminderDays',
          { projectId, days: 7, version: initial.version },
          'monitor',
        )
      ).statusCode,
    ).toBe(403);
    const saved = await t.post(
      '/api/trial/subject/visit/reminderDays',
      { projectId, days: 7, version: initial.version },
      'coordinator',
    );
    expect(saved.json().data).toEqual({ id: projectId, version: initial.version + 1 });
    expect((await t.get(url, 'coordinator')).json().data).toMatchObject({ days: 7, configured: 7 });
    const stale = await t.post(
      '/api/trial/subject/visit/reminderDays',
      { projectId, days: 5, version: initial.version },
      'coordinator',
    );
    expect(stale.statusCode).toBe(400);
    const [audit] = await auditRows(t.db, 'project.visitReminderDays');
    expect(audit).toMatchObject({
      entityId: String(projectId),
      before: { visitReminderDays: null },
      after: { visitReminderDays: 7 },
    });
  });
});
