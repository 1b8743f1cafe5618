/** Test helpers of the letters: a decided submission, the chair's signature, a signed letter. */
import { expect } from 'vitest';
import { type StaffTestApp, signatureOf } from '../../../staff-test-kit';
import { decideSubmission, routeSubmission } from '../submissions/moves';

export const ISSUE = '/api/ethic/issue';
export const LETTER = '/api/ethic/board/letter';
export const CHAIR = 'ec.wangjianhua';

/** An accepted submission of the coordinator's project, decided at a meeting as given. */
export async function decidedSubmission(
  t: StaffTestApp,
  projectId: number,
  type: string,
  decision: string | null,
  otherDecision: string | null = null,
) {
  const versions = (await t.get(`${ISSUE}/binder/${projectId}`, 'coordinator')).json().data as { versionId: number }[];
  const saved = (
    await t.post(
      `${ISSUE}/save`,
      { projectId, type, title: `${type} 审查申请`, documentVersionIds: [versions[0]?.versionId] },
      'coordinator',
    )
  ).json().data as { id: number; version: number };
  expect((await t.post(`${ISSUE}/submit`, { projectId, ...saved }, 'coordinator')).statusCode).toBe(200);
  const accepted = await t.post('/api/ethic/board/accept', { id: saved.id, version: saved.version + 1 }, 'ethics');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const actor = { at: t.clock(), actorId: null, actorName: CHAIR, clientIp: null, requestId: null };
  await t.db.transaction().execute(async (trx) => {
    await routeSubmission(trx, saved.id, 'schedule', actor);
    await decideSubmission(
      trx,
      saved.id,
      {
        decision: decision as never,
        otherDecision: otherDecision as never,
        via: 'meeting',
        note: '请按意见修改知情同意书',
      },
      actor,
    );
  });
  return { id: saved.id, acceptanceNumber: (accepted.json().data as { acceptanceNumber: string }).acceptanceNumber };
}

export const chairSignature = async (t: StaffTestApp, as = CHAIR, password?: string) => ({
  ...(await signatureOf(t, as, password)),
  meaning: 'chair-signs-decision' as const,
});

/** Drafts (with `terms`) and signs the submission's letter; answers the approval number. */
export async function signedLetter(t: StaffTestApp, submissionId: number, terms: object = {}) {
  const drafted = await t.post(`${LETTER}/draft`, { submissionId, ...terms }, 'ethics');
  expect(drafted.statusCode, drafted.body).toBe(200);
  const { id } = drafted.json().data as { id: number };
  const signed = await t.post(`${LETTER}/sign`, { id, version: 1, signature: await chairSignature(t) }, CHAIR);
  expect(signed.statusCode, signed.body).toBe(200);
  return (signed.json().data as { approvalNumber: string | null }).approvalNumber;
}
