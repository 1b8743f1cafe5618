import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import type { AeTestFixture } from '../ae/ae-test-support';
import {
  BASE,
  HOUR,
  SEEDED_AT,
  type SaeKit,
  aeOf,
  createSaeKit,
  created,
  getSae,
  saeBody,
  submit,
} from './sae-test-kit';

let k: SaeKit;
let t: StaffTestApp;
let fx: AeTestFixture;

beforeAll(async () => {
  k = await createSaeKit();
  ({ t, fx } = k);
});
afterAll(async () => k.t.close());

const project = (position: number) => k.project(position);

describe('SAE drafts', () => {
  it('creates a draft from an AE: subject by number and initials, no number yet, audited', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(k, 0);
    const { id, version } = await created(k, 0, aeId);
    expect(version).toBe(1);
    const subject = await t.db
      .selectFrom('trialSubject')
      .select(['subjectNumber', 'initials'])
      .where('id', '=', fx.subjectOf(0))
      .executeTakeFirstOrThrow();
    expect(await getSae(k, 0, id)).toMatchObject({
      aeId,
      aeTerm: '间质性肺病',
      subjectId: fx.subjectOf(0),
      subjectNumber: subject.subjectNumber,
      subjectInitials: subject.initials,
      reportNo: null,
      reportType: 'first',
      status: 'draft',
      seriousness: ['hospitalization'],
      attachmentCount: 0,
      attachments: [],
    });
    const [audit] = await auditRows(t.db, 'sae.create');
    expect(audit).toMatchObject({ entity: 'safety_sae', entityId: String(id), actorName: 'investigator' });
    const edited = await t.post(
      `${BASE}/save`,
      saeBody(k, 0, aeId, { id, version, description: '补充：已出院' }),
      'investigator',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await auditRows(t.db, 'sae.update'))[0]?.after).toEqual({ description: '补充：已出院' });
    const stale = await t.post(`${BASE}/save`, saeBody(k, 0, aeId, { id, version }), 'investigator');
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a future learnedAt, an AE of another project, no criteria and a follow-up without a submitted first', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(k, 0);
    // An AE has one initial report: the unsubmitted one is on an AE of its own.
    const withDraftInitial = await aeOf(k, 0);
    const cases: [Record<string, unknown>, string][] = [
      [{ learnedAt: new Date(SEEDED_AT + HOUR).toISOString() }, 'learnedAt'],
      [{ aeId: await aeOf(k, 1) }, 'aeId'],
      [{ seriousness: [] }, 'seriousness'],
      [{ reportType: 'followup' }, 'initialId'],
      [
        { aeId: withDraftInitial, reportType: 'followup', initialId: (await created(k, 0, withDraftInitial)).id },
        'initialId',
      ],
    ];
    const before = await t.db.selectFrom('safetySae').select('id').execute();
    for (const [extra, field] of cases) {
      const response = await t.post(`${BASE}/save`, saeBody(k, 0, aeId, extra), 'investigator');
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect(await t.db.selectFrom('safetySae').select('id').execute()).toHaveLength(before.length);
  });

  it('takes a follow-up of a submitted first report of the same AE', async () => {
    t.clock.set(SEEDED_AT);
    const aeId = await aeOf(k, 0);
    const first = await created(k, 0, aeId);
    expect((await submit(k, 0, first.id, first.version)).statusCode).toBe(200);
    const followUp = await created(k, 0, aeId, { reportType: 'followup', initialId: first.id });
    const row = await getSae(k, 0, followUp.id);
    expect(row).toMatchObject({ reportType: 'followup', initialId: first.id });
    expect(row.initialNo).toMatch(/^SAE-/);
  });
});

describe('SAE due states', () => {
  it('is open or due soon until 24 hours after learnedAt, overdue after, and late when submitted then', async () => {
    t.clock.set(SEEDED_AT);
    const learnedAt = SEEDED_AT - HOUR;
    const { id, version } = await created(k, 0, await aeOf(k, 0), { learnedAt: new Date(learnedAt).toISOString() });
    const due = new Date(learnedAt + 24 * HOUR).toISOString();
    expect(await getSae(k, 0, id)).toMatchObject({ dueAt: due, dueLabel: '2026-01-06 09:00', dueState: 'open' });
    t.clock.set(learnedAt + 23 * HOUR + 59 * 60_000);
    expect(['open', 'dueSoon']).toContain((await getSae(k, 0, id)).dueState);
    t.clock.set(learnedAt + 24 * HOUR + 60_000);
    expect((await getSae(k, 0, id)).dueState).toBe('overdue');
    const list = await t.get(`${BASE}/list/${project(0)}?dueState=overdue`, 'investigator');
    expect(list.json().rows.map((row: { id: number }) => row.id)).toContain(id);
    const all = (await t.get(`${BASE}/list/${project(0)}?limit=100`, 'investigator')).json().rows as {
      dueState: string;
    }[];
    const firstNotOverdue = all.findIndex((row) => row.dueState !== 'overdue');
    expect(all.slice(firstNotOverdue).some((row) => row.dueState === 'overdue')).toBe(false);
    expect((await submit(k, 0, id, version)).statusCode).toBe(200);
    expect((await getSae(k, 0, id)).dueState).toBe('late');
    t.clock.set(SEEDED_AT);
  });
});

describe('SAE list', () => {
  it('filters by each due state, puts overdue drafts first then orders by due time, and pages with totals', async () => {
    const now = SEEDED_AT + 6 * HOUR;
    t.clock.set(now);
    const report = async (hoursAgo: number) => {
      const learnedAt = new Date(now - hoursAgo * HOUR).toISOString();
      return created(k, 2, await aeOf(k, 2), { learnedAt });
    };
    const overdue = await report(30);
    const dueNow = await report(24); // due at this very instant: overdue
    const dueSoon = await report(20);
    const dueInSixHours = await report(18); // six hours left: due soon
    const open = await report(1);
    const submittedInTime = await report(2);
    const submittedLate = await report(26);
    for (const sae of [submittedInTime, submittedLate]) {
      expect((await submit(k, 2, sae.id, sae.version)).statusCode).toBe(200);
    }
    const listed = async (query: string) => {
      const response = await t.get(`${BASE}/list/${project(2)}?${query}`, 'investigator');
      expect(response.statusCode, response.body).toBe(200);
      const { rows, total } = response.json<{ rows: { id: number; dueState: string }[]; total: number }>();
      return { ids: rows.map((row) => row.id), states: rows.map((row) => row.dueState), total };
    };
    const mine = new Set(
      [overdue, dueNow, dueSoon, dueInSixHours, open, submittedInTime, submittedLate].map((r) => r.id),
    );
    const all = await listed('limit=100');
    const expected: Record<string, { id: number }[]> = {
      overdue: [overdue, dueNow],
      late: [submittedLate],
      dueSoon: [dueSoon, dueInSixHours],
      inTime: [submittedInTime],
      open: [open],
    };
    for (const [state, reports] of Object.entries(expected)) {
      const { ids, states, total } = await listed(`dueState=${state}&limit=100`);
      expect(
        ids.filter((id) => mine.has(id)),
        state,
      ).toEqual(reports.map((sae) => sae.id));
      expect(new Set(states), state).toEqual(new Set([state]));
      expect(total, state).toBe(all.states.filter((each) => each === state).length);
      expect(total, state).toBe(ids.length);
    }
    const order = [overdue, dueNow, submittedLate, dueSoon, dueInSixHours, submittedInTime, open].map((sae) => sae.id);
    expect(all.ids.filter((id) => mine.has(id))).toEqual(order);
    const firstNotOverdue = all.states.findIndex((state) => state !== 'overdue');
    expect(all.states.slice(firstNotOverdue)).not.toContain('overdue');
    expect(all.total).toBe(all.ids.length);
    expect(await listed('offset=2&limit=3')).toMatchObject({ ids: all.ids.slice(2, 5), total: all.total });
    expect(await listed('offset=100&limit=3')).toEqual({ ids: [], states: [], total: all.total });
    expect(await listed('dueState=overdue&status=submitted')).toEqual({ ids: [], states: [], total: 0 });
    t.clock.set(SEEDED_AT);
  });
});

describe('SAE numbers', () => {
  it('gives 20 concurrent submissions 20 distinct, consecutive numbers', async () => {
    t.clock.set(SEEDED_AT);
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await created(k, 1, await aeOf(k, 1)));
    const responses = await Promise.all(drafts.map((draft) => submit(k, 1, draft.id, draft.version)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const numbers = responses.map((response) => response.json().data.reportNo as string);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map((no) => Number(no.split('-').at(-1))).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(19);
    expect(numbers[0]).toMatch(/^SAE-.+-2026-\d{3,}$/);
    const audited = new Set((await auditRows(t.db, 'sae.submit')).map((row) => row.entityId));
    for (const draft of drafts) expect(audited.has(String(draft.id))).toBe(true);
  });
});

describe('SAE assignment', () => {
  it('assigns a team member, refuses an outsider, lists the team and audits', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(k, 0, await aeOf(k, 0));
    const coordinatorId = await t.idOf('coordinator');
    const team = (await t.get(`${BASE}/assignees/${project(0)}`, 'investigator')).json().data as { id: number }[];
    expect(team.map((member) => member.id)).toContain(coordinatorId);
    expect(team.map((member) => member.id)).not.toContain(await t.idOf('sysadmin'));
    const outsider = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: await t.idOf('sysadmin') },
      'investigator',
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().msg).toContain('assigneeId');
    const assigned = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: coordinatorId },
      'investigator',
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const row = await getSae(k, 0, id);
    expect(row).toMatchObject({ assigneeId: coordinatorId, version: version + 1 });
    expect(row.assigneeName).toEqual(expect.any(String));
    const filtered = await t.get(`${BASE}/list/${project(0)}?assigneeId=${coordinatorId}`, 'investigator');
    expect(filtered.json().rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await auditRows(t.db, 'sae.assign'))[0]).toMatchObject({
      entity: 'safety_sae',
      entityId: String(id),
      after: { assigneeId: coordinatorId },
    });
  });

  it('refuses the coordinator (no sae:submit, sae:assign) with 403', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(k, 0, await aeOf(k, 0));
    expect((await submit(k, 0, id, version, 'coordinator')).statusCode).toBe(403);
    const assign = await t.post(
      `${BASE}/assign`,
      { projectId: project(0), id, version, assigneeId: null },
      'coordinator',
    );
    expect(assign.statusCode).toBe(403);
    expect((await getSae(k, 0, id)).status).toBe('draft');
  });
});
