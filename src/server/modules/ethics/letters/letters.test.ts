import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';
import { CHAIR, ISSUE, LETTER, chairSignature as chairSig, decidedSubmission } from './letter-test-kit';

/** Decision letters: drafted by the secretary, signed by the chair, filed, and the project's header follows. */
let t: StaffTestApp;
let projectId = 0;
let otherProjectId = 0;
const store = createMemoryFileStore();

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  for (const credentials of (await loadEthicsDemo(t.db, t.clock())) ?? [])
    t.passwords.set(credentials.userName, credentials.password);
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

const decided = (type: string, decision: string | null, other: string | null = null) =>
  decidedSubmission(t, projectId, type, decision, other);
const draft = async (submissionId: number, extra: object = {}, as = 'ethics') =>
  t.post(`${LETTER}/draft`, { submissionId, ...extra }, as);
const chairSignature = async (as = CHAIR, password?: string) => chairSig(t, as, password);
const project = async () =>
  t.db
    .selectFrom('project')
    .select(['ethicsApprovalNumber', 'ethicsAcceptNumber', 'version'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();

describe('an approval letter', () => {
  it('is drafted by the secretary, signed once by the chair, filed in 03.01, and the project header follows it', async () => {
    const submission = await decided('initial', 'approve');
    const drafted = await draft(submission.id, { validityMonths: 12, reviewFrequencyMonths: 6 });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const letterId = (drafted.json().data as { id: number }).id;
    const before = await project();

    const byMember = await t.post(
      `${LETTER}/sign`,
      { id: letterId, version: 1, signature: await chairSignature('ec.lihong') },
      'ec.lihong',
    );
    expect(byMember.statusCode).toBe(403);
    const wrong = await t.post(
      `${LETTER}/sign`,
      { id: letterId, version: 1, signature: await chairSignature(CHAIR, 'not-the-password') },
      CHAIR,
    );
    expect(wrong.statusCode).toBe(400);
    expect(await project()).toEqual(before);

    const signed = await t.post(
      `${LETTER}/sign`,
      { id: letterId, version: 1, signature: await chairSignature() },
      CHAIR,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const { approvalNumber } = signed.json().data as { approvalNumber: string };
    expect(approvalNumber).toMatch(/^EC-PJ-2026-\d{4}$/);
    expect(await project()).toEqual({
      ethicsApprovalNumber: approvalNumber,
      ethicsAcceptNumber: submission.acceptanceNumber,
      version: before.version + 1,
    });

    const letter = (await t.get(`${LETTER}/${submission.id}`, 'ethics')).json().data;
    expect(letter).toMatchObject({
      status: 'signed',
      kind: 'approval',
      approvalNumber,
      validFrom: '2026-01-05',
      validUntil: '2027-01-04',
      reviewFrequencyMonths: 6,
      nextReviewDue: '2026-07-05',
      signature: { state: 'valid' },
    });
    expect(JSON.stringify(letter.lines)).toContain(approvalNumber);
    const filed = await t.db
      .selectFrom('docDocument as d')
      .innerJoin('docFolder as f', 'f.id', 'd.folderId')
      .innerJoin('docDocumentVersion as v', 'v.documentId', 'd.id')
      .select(['f.code', 'v.status', 'v.expiresOn', 'd.kind'])
      .where('d.sourceKind', '=', 'ethicsLetter')
      .where('d.sourceId', '=', letterId)
      .execute();
    expect(filed).toEqual([{ code: '03.01', status: 'effective', expiresOn: '2027-01-04', kind: 'ethicsApproval' }]);
    expect((await auditRows(t.db, 'ethicsLetter.sign')).some((row) => row.entityId === String(letterId))).toBe(true);
    expect((await auditRows(t.db, 'project.ethicsNumbers')).at(-1)).toMatchObject({
      after: { ethicsApprovalNumber: approvalNumber },
    });

    const again = await t.post(
      `${LETTER}/sign`,
      { id: letterId, version: 2, signature: await chairSignature() },
      CHAIR,
    );
    expect(again.statusCode).toBe(400);
    const status = (await t.get(`${ISSUE}/approval/${projectId}`, 'coordinator')).json().data;
    expect(status).toMatchObject({ approvalNumber, nextReviewDue: '2026-07-05', reviewDueState: 'notDue' });
  });

  it('gives unique numbers, refuses a second letter and a letter of an undecided submission', async () => {
    const first = await decided('amendment', 'approveWithModifications');
    const second = await decided('amendment', 'approve');
    const numbers: string[] = [];
    for (const submission of [first, second]) {
      const { id } = (await draft(submission.id)).json().data as { id: number };
      const signed = await t.post(`${LETTER}/sign`, { id, version: 1, signature: await chairSignature() }, CHAIR);
      numbers.push((signed.json().data as { approvalNumber: string }).approvalNumber);
    }
    expect(new Set(numbers).size).toBe(2);
    expect((await draft(first.id)).statusCode).toBe(400);
    const undecided = await t.db
      .selectFrom('ethicsSubmission')
      .select('id')
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    const refused = await draft(undecided.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('尚未作出审查决定');
    // An amendment's approval does not restart the continuing-review clock.
    const status = (await t.get(`${ISSUE}/approval/${projectId}`, 'coordinator')).json().data;
    expect(status).toMatchObject({ approvalNumber: numbers[1], nextReviewDue: '2026-07-05' });
  });
});

describe('an opinion letter and who sees letters', () => {
  it('files a disapproval in 03.02 without an approval number and leaves the approval number as it was', async () => {
    const before = await project();
    const submission = await decided('amendment', 'disapprove');
    const { id } = (await draft(submission.id, { validityMonths: 12 })).json().data as { id: number };
    const signed = await t.post(`${LETTER}/sign`, { id, version: 1, signature: await chairSignature() }, CHAIR);
    expect(signed.json().data).toMatchObject({ approvalNumber: null });
    expect((await project()).ethicsApprovalNumber).toBe(before.ethicsApprovalNumber);
    const letter = (await t.get(`${ISSUE}/letter/${projectId}/${submission.id}`, 'coordinator')).json().data;
    expect(letter).toMatchObject({ kind: 'opinion', validityMonths: null, status: 'signed' });
  });

  it('shows the team no draft, and no letter of another project', async () => {
    const submission = await decided('deviation', null, 'noted');
    expect((await draft(submission.id, {}, 'coordinator')).statusCode).toBe(403);
    await draft(submission.id);
    expect((await t.get(`${ISSUE}/letter/${projectId}/${submission.id}`, 'coordinator')).json().data).toBeNull();
    expect((await t.get(`${ISSUE}/letter/${otherProjectId}/${submission.id}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${LETTER}/${submission.id}`, 'coordinator')).statusCode).toBe(403);
  });
});
