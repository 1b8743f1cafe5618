import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskInbox, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { insertProject, testKeys } from '../../../test-support';

/**
 * The inbox's regulatory order, the 24-hour clock of an SAE still to raise, paging in the
 * database and a coordinator's own drafts (the safety records' basics are in tasks.test.ts).
 */
let t: StaffTestApp;
let projectId: number;
let otherProject: number;
let subjectId: number;
const ids: Record<string, number> = {};

const NOW = Date.UTC(2026, 9, 20, 2, 0, 0); // 2026-10-20 10:00 in China
const AT = '2026-09-01T00:00:00.000Z';
const times = { createdAt: AT, updatedAt: AT };
const cipher = createFieldCipher(testKeys().patientKeys);
const AE_BASE = '/api/trial/gcpAeRecord';

async function joinTeam(userName: string, project: number, roleCode: string) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf(userName), projectId: project, roleId: role.id })
    .execute();
}

async function insertSubject(project: number) {
  const row = await t.db
    .insertInto('trialSubject')
    .values({
      projectId: project,
      seq: 1,
      subjectNumber: `S-${project}-001`,
      initials: 'LXM',
      status: 'enrolled',
      screeningDate: '2026-08-20',
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function followUp(project: number, serial: number, nextFollowUp: string) {
  const row = await t.db
    .insertInto('recruitPatient')
    .values({
      projectId: project,
      mrnHash: `order-${project}-${serial}`,
      nameEnc: cipher.encrypt(`候选人${serial}号`),
      mrnEnc: cipher.encrypt(`MRN-${serial}`),
      source: 0,
      nextFollowUp,
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function overdueSae(project: number, subject: number) {
  const ae = await t.db
    .insertInto('safetyAe')
    .values({
      projectId: project,
      subjectId: subject,
      term: '发热性中性粒细胞减少',
      onsetDate: '2026-10-17',
      severity: 3,
      serious: '1',
      seriousLearnedAt: '2026-10-18T01:00:00.000Z',
      drugRelation: 'possible',
      drugAction: 'none',
      outcome: 'recovering',
      status: 'submitted',
      createdBy: 'investigator',
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sae = await t.db
    .insertInto('safetySae')
    .values({
      projectId: project,
      subjectId: subject,
      aeId: ae.id,
      reportType: 'first',
      learnedAt: '2026-10-18T01:00:00.000Z', // due 2026-10-19 01:00Z: overdue at NOW
      description: '住院治疗',
      createdBy: 'investigator',
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return sae.id;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  t.clock.set(NOW);
  projectId = await insertProject(t.db, { name: '排序项目' });
  otherProject = await insertProject(t.db, { name: '他人项目' });
  await joinTeam('investigator', projectId, 'investigator');
  await joinTeam('coordinator', projectId, 'coordinator');
  await joinTeam('sysadmin', otherProject, 'investigator');
  subjectId = await insertSubject(projectId);
  // Follow-ups due since September, the earliest due time in the inbox, and many of them.
  for (let serial = 1; serial <= 22; serial += 1) {
    ids[`follow${serial}`] = await followUp(projectId, serial, `2026-09-${String(serial).padStart(2, '0')}`);
  }
  ids.sae = await overdueSae(projectId, subjectId);
  const otherSubject = await insertSubject(otherProject);
  ids.otherSae = await overdueSae(otherProject, otherSubject);
  ids.otherFollow = await followUp(otherProject, 99, '2026-09-01');
});

afterAll(async () => {
  await t.close();
});

async function inbox(as: string, query: string): Promise<TaskInbox> {
  const res = await t.get(`${taskInboxEndpoint.path}?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TaskInbox }>().data;
}

const aeBody = (extra: Record<string, unknown>) => ({
  projectId,
  subjectId,
  term: '肺炎',
  onsetDate: '2026-10-19',
  endDate: null,
  severity: 3,
  grade: '3',
  serious: '1',
  seriousness: ['hospitalization'],
  drugRelation: 'possible',
  drugAction: 'none',
  outcome: 'recovering',
  treatment: null,
  ...extra,
});

describe('the inbox, urgent first', () => {
  it('puts an overdue SAE report before follow-ups due in September', async () => {
    const data = await inbox('investigator', `projectId=${projectId}&limit=5`);
    expect(data.rows[0]).toMatchObject({ key: `saeSubmit:${ids.sae}`, overdue: true, dueLabel: '2026-10-19 09:00' });
    expect(data.rows.slice(1).map((row) => row.kind)).toEqual(['followUp', 'followUp', 'followUp', 'followUp']);
    expect(data.rows[1]).toMatchObject({
      recordId: ids.follow1,
      title: expect.objectContaining({ 'zh-CN': '患者待随访 · 候***号' }),
      overdue: true,
    });
  });

  it('makes a serious AE record when the site learned of it, and its SAE due 24 hours from then', async () => {
    const future = await t.post(
      `${AE_BASE}/save`,
      aeBody({ seriousLearnedAt: '2026-10-21T00:00:00.000Z' }),
      'investigator',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().data).toMatchObject({ field: 'seriousLearnedAt' });
    // 2026-10-18 23:00 in China: the day before the onset.
    const early = await t.post(
      `${AE_BASE}/save`,
      aeBody({ seriousLearnedAt: '2026-10-18T15:00:00.000Z' }),
      'investigator',
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().data).toMatchObject({ field: 'seriousLearnedAt' });
    const saved = await t.post(
      `${AE_BASE}/save`,
      aeBody({ seriousLearnedAt: '2026-10-19T16:30:00.000Z' }),
      'investigator',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const aeId = saved.json().data.id as number;
    await t.db.updateTable('safetyAe').set({ status: 'submitted' }).where('id', '=', aeId).execute();
    const raise = (await inbox('investigator', `projectId=${projectId}&kind=saeRaise`)).rows;
    expect(raise).toMatchObject([
      { recordId: aeId, dueAt: '2026-10-20T16:30:00.000Z', dueLabel: '2026-10-21 00:30', dueState: 'open' },
    ]);
    const all = await inbox('investigator', `projectId=${projectId}&limit=3`);
    expect(all.rows.map((row) => row.key)).toEqual([
      `saeSubmit:${ids.sae}`,
      `saeRaise:${aeId}`,
      `followUp:${ids.follow1}`,
    ]);
    const got = await t.get(`${AE_BASE}/get/${projectId}/${aeId}`, 'investigator');
    expect(got.json().data.seriousLearnedAt).toBe('2026-10-19T16:30:00.000Z');
  });

  it('returns every task once, in order, page after page', async () => {
    const whole = await inbox('investigator', `projectId=${projectId}&limit=100`);
    expect(whole.total).toBe(whole.rows.length);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 4) {
      const page = await inbox('investigator', `projectId=${projectId}&limit=4&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      paged.push(...page.rows.map((row) => row.key));
    }
    expect(paged).toEqual(whole.rows.map((row) => row.key));
    expect(new Set(paged).size).toBe(whole.total);
    const follow = await inbox('investigator', `projectId=${projectId}&kind=followUp&limit=10&offset=20`);
    expect(follow.rows.map((row) => row.recordId)).toEqual([ids.follow21, ids.follow22]);
  });

  it("shows a coordinator the AE drafts they must finish, not other people's", async () => {
    const own = await t.post(`${AE_BASE}/save`, aeBody({ serious: '0', seriousness: [] }), 'coordinator');
    expect(own.statusCode, own.body).toBe(200);
    const theirs = await t.post(`${AE_BASE}/save`, aeBody({ serious: '0', seriousness: [] }), 'investigator');
    const coordinator = await inbox('coordinator', `projectId=${projectId}&kind=aeSubmit`);
    expect(coordinator.rows.map((row) => row.recordId)).toEqual([own.json().data.id]);
    const investigator = await inbox('investigator', `projectId=${projectId}&kind=aeSubmit`);
    expect(investigator.rows.map((row) => row.recordId).sort()).toEqual(
      [own.json().data.id, theirs.json().data.id].sort(),
    );
  });

  it("does not show another project's tasks", async () => {
    const data = await inbox('investigator', 'limit=100');
    const keys = data.rows.map((row) => row.key);
    expect(keys).not.toContain(`saeSubmit:${ids.otherSae}`);
    expect(keys).not.toContain(`followUp:${ids.otherFollow}`);
    expect(data.rows.every((row) => row.projectId === projectId)).toBe(true);
    const other = await inbox('sysadmin', 'limit=100');
    expect(other.rows[0]).toMatchObject({ key: `saeSubmit:${ids.otherSae}` });
  });
});
