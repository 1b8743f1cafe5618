import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORMS } from '../../../../shared/domain/ethics/review-forms';
import type { SubmissionType } from '../../../../shared/domain/ethics/submissions';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** The review path: assigning reviewers, conflicts, signed opinions, the expedited decision. */
let t: StaffTestApp;
let projectId = 0;
const store = createMemoryFileStore();
const ISSUE = '/api/ethic/issue';
const REVIEW = '/api/ethic/review';

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  for (const user of (await loadEthicsDemo(t.db, t.clock())) ?? []) t.passwords.set(user.userName, user.password);
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

type Reviewer = {
  id: number;
  userId: number;
  name: string;
  conflict: string | null;
  opinion: string | null;
  version: number;
  signatures: { state: string }[];
};
type State = {
  status: string;
  version: number;
  reviewers: Reviewer[];
  candidates: { userId: number }[];
  outcome: { kind: string; decision: string | null };
};

/** A submission of the type drafted, submitted and accepted: its id and version. */
async function accepted(type: SubmissionType) {
  const binder = (await t.get(`${ISSUE}/binder/${projectId}`, 'coordinator')).json().data as { versionId: number }[];
  const body = { projectId, type, title: `${type} 审查申请`, notes: null, documentVersionIds: [binder[0]?.versionId] };
  const saved = (await t.post(`${ISSUE}/save`, body, 'coordinator')).json().data as { id: number; version: number };
  await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator');
  const response = await t.post(
    `${REVIEW.replace('review', 'board')}/accept`,
    { id: saved.id, version: saved.version + 1 },
    'ethics',
  );
  expect(response.statusCode, response.body).toBe(200);
  return { id: saved.id, version: saved.version + 2 };
}
const state = async (id: number) => (await t.get(`${REVIEW}/state/${id}`, 'ethics')).json().data as State;
const assign = (submissionId: number, version: number, users: string[], expedite = true) =>
  Promise.all(users.map((user) => t.idOf(user))).then((userIds) =>
    t.post(`${REVIEW}/assign`, { submissionId, version, userIds, expedite }, 'ethics'),
  );
const reviewerOf = async (id: number, user: string) => {
  const userId = await t.idOf(user);
  const found = (await state(id)).reviewers.find((reviewer) => reviewer.userId === userId);
  if (!found) throw new Error(`${user} is not a reviewer of ${id}`);
  return found;
};
const declare = async (id: number, user: string, conflict = 'none', note: string | null = null) => {
  const reviewer = await reviewerOf(id, user);
  return t.post(`${REVIEW}/declare`, { id: reviewer.id, version: reviewer.version, conflict, note }, user);
};
const answersOf = (type: SubmissionType) =>
  REVIEW_FORMS[type].map((question) => ({ key: question.key, answer: 'adequate' }));
async function opine(
  id: number,
  user: string,
  opinion: string,
  extra: Record<string, unknown> = {},
  password?: string,
) {
  const reviewer = await reviewerOf(id, user);
  const signature = { ...(await signatureOf(t, user, password)), meaning: 'ethics-reviewer-opines' };
  const type =
    (await state(id)) &&
    ((await t.db.selectFrom('ethicsSubmission').select('type').where('id', '=', id).executeTakeFirstOrThrow())
      .type as SubmissionType);
  return t.post(
    `${REVIEW}/opinion`,
    {
      id: reviewer.id,
      version: reviewer.version,
      answers: answersOf(type),
      opinion,
      comments: '同意',
      signature,
      ...extra,
    },
    user,
  );
}
const decide = async (id: number, body: Record<string, unknown> = {}) =>
  t.post(`${REVIEW}/decide`, { submissionId: id, version: (await state(id)).version, note: null, ...body }, 'ethics');

describe('assigning primary reviewers', () => {
  it('assigns serving members and routes an expeditable submission to expedited review, with audit rows', async () => {
    const { id, version } = await accepted('amendment');
    const response = await assign(id, version, ['ec.lihong', 'ec.liuqing']);
    expect(response.statusCode, response.body).toBe(200);
    const seen = await state(id);
    expect(seen.status).toBe('expedited');
    expect(seen.reviewers.map((reviewer) => reviewer.name)).toEqual(['李红', '刘青'].slice(0, seen.reviewers.length));
    expect(seen.candidates.map((member) => member.userId)).not.toContain(await t.idOf('ec.lihong'));
    const audit = (await auditRows(t.db, 'ethicsReviewer.assign')).filter((row) => row.after?.submissionId === id);
    expect(audit).toHaveLength(2);
    expect((await auditRows(t.db, 'ethicsSubmission.expedite')).some((row) => row.entityId === String(id))).toBe(true);
  });

  it('refuses a non-member, a fourth reviewer, expediting an initial review and a member without the button', async () => {
    const initial = await accepted('initial');
    const expedite = await assign(initial.id, initial.version, ['ec.lihong']);
    expect(expedite.statusCode).toBe(400);
    expect((await state(initial.id)).reviewers).toEqual([]);
    expect((await assign(initial.id, initial.version, ['coordinator'], false)).statusCode).toBe(400);
    expect(
      (await assign(initial.id, initial.version, ['ec.lihong', 'ec.liuqing', 'ec.sunjie', 'ec.gaoya'], false))
        .statusCode,
    ).toBe(400);
    const member = await t.post(
      `${REVIEW}/assign`,
      { submissionId: initial.id, version: initial.version, userIds: [await t.idOf('ec.lihong')] },
      'ec.lihong',
    );
    expect(member.statusCode).toBe(403);
    // Full-board review: reviewers assigned, the submission stays accepted for a meeting.
    expect((await assign(initial.id, initial.version, ['ec.lihong'], false)).statusCode).toBe(200);
    expect(await state(initial.id)).toMatchObject({ status: 'accepted', version: initial.version + 1 });
    expect((await t.get(`${REVIEW}/mine`, 'coordinator')).statusCode).toBe(403);
  });
});

describe('conflicts and opinions', () => {
  it('excludes a reviewer who declares a conflict; the secretary assigns another', async () => {
    const { id, version } = await accepted('continuing');
    await assign(id, version, ['ec.lihong', 'ec.liuqing', 'ec.sunjie']);
    expect((await declare(id, 'ec.sunjie', 'declared', ' ')).statusCode).toBe(400);
    expect((await declare(id, 'ec.sunjie', 'declared', '本人为该项目合作者')).statusCode).toBe(200);
    expect((await reviewerOf(id, 'ec.sunjie')).conflict).toBe('declared');
    expect((await opine(id, 'ec.sunjie', 'approve')).statusCode).toBe(400);
    const mine = (await t.get(`${REVIEW}/mine`, 'ec.sunjie')).json().data as {
      submission: { id: number; documents: unknown[] };
    }[];
    expect(mine.find((entry) => entry.submission.id === id)?.submission.documents).toEqual([]);
    const another = await assign(id, (await state(id)).version, ['ec.gaoya']);
    expect(another.statusCode, another.body).toBe(200);
    expect((await auditRows(t.db, 'ethicsReviewer.declare'))[0]?.after).toMatchObject({ conflict: 'declared' });
  });

  it('takes one signed opinion per reviewer; a wrong password or an incomplete form changes nothing', async () => {
    const { id, version } = await accepted('deviation');
    await assign(id, version, ['ec.lihong', 'ec.liuqing']);
    expect((await opine(id, 'ec.lihong', 'approve')).statusCode).toBe(400); // not declared yet
    await declare(id, 'ec.lihong');
    const wrong = await opine(id, 'ec.lihong', 'approve', {}, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toMatchObject({ reason: 'signature_password' });
    expect(await reviewerOf(id, 'ec.lihong')).toMatchObject({ opinion: null, signatures: [] });
    expect((await opine(id, 'ec.lihong', 'approve', { answers: [] })).statusCode).toBe(400);
    const given = await opine(id, 'ec.lihong', 'approve');
    expect(given.statusCode, given.body).toBe(200);
    const reviewer = await reviewerOf(id, 'ec.lihong');
    expect(reviewer.opinion).toBe('approve');
    expect(reviewer.signatures.map((signature) => signature.state)).toEqual(['valid']);
    expect((await opine(id, 'ec.lihong', 'disapprove')).statusCode).toBe(400);
    expect((await reviewerOf(id, 'ec.lihong')).opinion).toBe('approve');
    // Another member cannot give it.
    const stranger = await t.post(
      `${REVIEW}/opinion`,
      {
        id: reviewer.id,
        version: reviewer.version,
        answers: [],
        opinion: 'approve',
        signature: await signatureOf(t, 'ec.gaoya'),
      },
      'ec.gaoya',
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the expedited decision', () => {
  it('follows agreeing opinions; the team sees the decision but never the reviewers before it', async () => {
    const { id, version } = await accepted('closure');
    await assign(id, version, ['ec.lihong', 'ec.liuqing']);
    for (const user of ['ec.lihong', 'ec.liuqing']) await declare(id, user);
    await opine(id, 'ec.lihong', 'approve');
    expect((await decide(id)).statusCode).toBe(400); // one opinion missing
    const team = await t.get(`${ISSUE}/detail/${projectId}/${id}`, 'coordinator');
    expect(team.body).not.toContain('李红');
    expect((await t.get(`${ISSUE}/decision/${projectId}/${id}`, 'coordinator')).json().data).toBeNull();
    expect((await t.get(`${REVIEW}/state/${id}`, 'coordinator')).statusCode).toBe(403);
    await opine(id, 'ec.liuqing', 'approve');
    expect((await state(id)).outcome).toEqual({ kind: 'decision', decision: 'approve' });
    const decided = await decide(id, { note: '同意结题' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.outcome).toBe('decided');
    const seen = (await t.get(`${ISSUE}/decision/${projectId}/${id}`, 'coordinator')).json().data;
    expect(seen).toMatchObject({ decision: 'approve', decidedVia: 'expedited', decisionNote: '同意结题' });
  });

  it('sends disagreeing opinions to the full board and notes a safety report', async () => {
    const split = await accepted('amendment');
    await assign(split.id, split.version, ['ec.lihong', 'ec.liuqing']);
    for (const user of ['ec.lihong', 'ec.liuqing']) await declare(split.id, user);
    await opine(split.id, 'ec.lihong', 'approve');
    await opine(split.id, 'ec.liuqing', 'approveWithModifications');
    const referred = await decide(split.id);
    expect(referred.json().data.outcome).toBe('fullBoard');
    expect((await state(split.id)).status).toBe('expedited');

    const report = await accepted('safetyReport');
    await assign(report.id, report.version, ['ec.lihong']);
    await declare(report.id, 'ec.lihong');
    await opine(report.id, 'ec.lihong', 'approve', { fullBoard: false });
    expect((await decide(split.id, { noted: true })).statusCode).toBe(400);
    const noted = await decide(report.id, { noted: true });
    expect(noted.statusCode, noted.body).toBe(200);
    const row = await t.db
      .selectFrom('ethicsSubmission')
      .selectAll()
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'decided', otherDecision: 'noted', decision: null, decidedVia: 'expedited' });
  });
});
