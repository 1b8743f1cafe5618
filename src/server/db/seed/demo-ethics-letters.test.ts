import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { createMemoryFileStore } from '../../modules/study';
import { loadBinderDemo } from './demo-binder';
import { loadEthicsDemo } from './demo-ethics';
import { loadEthicsLetterDemo } from './demo-ethics-letters';

/** The demo's letters: the decided continuing review approved, signed, filed, in the project's header, due soon. */
let t: StaffTestApp;
const store = createMemoryFileStore();
beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  await loadEthicsDemo(t.db, t.clock());
  expect(await loadEthicsLetterDemo(t.db, store, t.clock())).toBe(true);
});
afterAll(async () => t.close());

const decided = () =>
  t.db
    .selectFrom('ethicsSubmission')
    .select(['id', 'projectId', 'acceptanceNumber'])
    .where('type', '=', 'continuing')
    .where('status', '=', 'decided')
    .executeTakeFirstOrThrow();

describe('the demo decision letters', () => {
  it("signs the continuing review's approval, files it and moves the project's header labels", async () => {
    const submission = await decided();
    const letter = (await t.get(`/api/ethic/board/letter/${submission.id}`, 'ethics')).json().data as {
      status: string;
      kind: string;
      approvalNumber: string;
      signedAt: string;
      signature: { signerName: string; state: string };
      filed: { versionNumber: number } | null;
    };
    expect(letter).toMatchObject({ status: 'signed', kind: 'approval', filed: { versionNumber: 1 } });
    expect(letter.approvalNumber).toBe(`EC-PJ-${hospitalDay(Date.parse(letter.signedAt)).slice(0, 4)}-0001`);
    expect(letter.signature).toMatchObject({ signerName: 'Wang Jianhua', state: 'valid' });
    const project = await t.db
      .selectFrom('project')
      .select(['ethicsApprovalNumber', 'ethicsAcceptNumber'])
      .where('id', '=', submission.projectId)
      .executeTakeFirstOrThrow();
    expect(project).toEqual({
      ethicsApprovalNumber: letter.approvalNumber,
      ethicsAcceptNumber: submission.acceptanceNumber,
    });
    expect((await auditRows(t.db, 'ethicsLetter.sign')).map((row) => row.actorName)).toEqual(['ec.wangjianhua']);
  });

  it("puts the project's next continuing review within 30 days: due soon, a task in the team's inbox", async () => {
    const submission = await decided();
    const approval = (await t.get(`/api/ethic/issue/approval/${submission.projectId}`, 'investigator')).json().data as {
      reviewDueState: string;
      submissionId: number;
    };
    expect(approval).toMatchObject({ reviewDueState: 'dueSoon', submissionId: submission.id });
    const inbox = (await t.get('/api/trial/task/inbox?kind=ethicsContinuingReview&limit=50', 'investigator')).json()
      .data as { rows: { projectId: number }[] };
    expect(inbox.rows.map((task) => task.projectId)).toContain(submission.projectId);
  });

  it('adds nothing on a second start', async () => {
    expect(await loadEthicsLetterDemo(t.db, store, t.clock())).toBe(false);
  });
});
