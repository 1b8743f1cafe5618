import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { auditRows, signatureOf } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';
import { type SaeKit, aeOf, createSaeKit, created, submit } from '../../safety/sae/sae-test-kit';

/** A signed SAE or SUSAR report forwarded to the ethics committee as a submitted safety report, once while open. */
let k: SaeKit;
const FORWARD = '/api/ethic/forward/sae';
const FORWARD_SUSAR = '/api/ethic/forward/susar';
const SUSAR = '/api/trial/gcpSusarRecord';
beforeAll(async () => {
  k = await createSaeKit();
  const actor = { at: k.t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await k.t.db.transaction().execute(async (trx) => {
    for (const projectId of k.fx.projects) await copyBinderTemplate(trx, { projectId, actor });
  });
});
afterAll(async () => k.t.close());

const counts = async () => ({
  submissions: (await k.t.db.selectFrom('ethicsSubmission').select('id').execute()).length,
  audit: (await k.t.db.selectFrom('auditLog').select('id').execute()).length,
});

/** The binder version a signed record was filed as. */
const filedVersion = async (sourceKind: string, sourceId: number) =>
  (
    await k.t.db
      .selectFrom('docDocument')
      .innerJoin('docDocumentVersion', 'docDocumentVersion.documentId', 'docDocument.id')
      .select('docDocumentVersion.id')
      .where('docDocument.sourceKind', '=', sourceKind)
      .where('docDocument.sourceId', '=', sourceId)
      .executeTakeFirstOrThrow()
  ).id;

async function susarDraft(position: number) {
  const body = {
    projectId: k.project(position),
    reportType: 'first',
    learnedDate: hospitalDay(k.t.clock()),
    fatal: true,
    drugName: '试验药A',
    reaction: '急性肝衰竭',
    description: '用药后第10天ALT升高至正常上限20倍',
  };
  const response = await k.t.post(`${SUSAR}/save`, body, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

const submitSusar = async (position: number, draft: { id: number; version: number }) =>
  k.t.post(
    `${SUSAR}/submit`,
    { projectId: k.project(position), ...draft, signature: await signatureOf(k.t, 'investigator') },
    'investigator',
  );

describe('forwarding an SAE report to the ethics committee', () => {
  it('refuses a report with no signed version filed, then forwards the signed one carrying its filed version, once while open', async () => {
    const projectId = k.project(0);
    const draft = await created(k, 0, await aeOf(k, 0));
    const before = await counts();
    const unsigned = await k.t.post(FORWARD, { projectId, id: draft.id }, 'investigator');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain('尚无签名后归档的版本');
    expect(await counts()).toEqual(before);
    expect((await k.t.get(`${FORWARD}/${projectId}/${draft.id}`, 'investigator')).json().data).toBeNull();

    expect((await submit(k, 0, draft.id, draft.version)).statusCode).toBe(200);
    const forwarded = await k.t.post(FORWARD, { projectId, id: draft.id }, 'investigator');
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const { id } = forwarded.json().data as { id: number };
    const detail = (await k.t.get(`/api/ethic/issue/detail/${projectId}/${id}`, 'investigator')).json().data;
    expect(detail).toMatchObject({ type: 'safetyReport', status: 'submitted' });
    expect(detail.title).toMatch(/^SAE报告 /);
    expect(detail.documents).toHaveLength(1);
    expect(detail.history.map((event: { action: string }) => event.action)).toEqual(['create', 'submit']);
    expect(detail.documents[0].versionId).toBe(await filedVersion('sae', draft.id));
    expect((await k.t.get(`${FORWARD}/${projectId}/${draft.id}`, 'investigator')).json().data).toEqual({
      submissionId: id,
      status: 'submitted',
      acceptanceNumber: null,
    });
    const audit = (await auditRows(k.t.db, 'ethicsSubmission.create')).find((row) => row.entityId === String(id));
    expect(audit?.after).toMatchObject({ source: { kind: 'sae', id: draft.id } });

    const again = await k.t.post(FORWARD, { projectId, id: draft.id }, 'investigator');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('不能重复递交');

    // Withdrawn: it can be forwarded again.
    await k.t.post('/api/ethic/issue/withdraw', { projectId, id, version: 2, reason: null }, 'investigator');
    expect((await k.t.post(FORWARD, { projectId, id: draft.id }, 'investigator')).statusCode).toBe(200);
  });

  it("is refused to a monitor (no ethics:submit) and for another project's report", async () => {
    const draft = await created(k, 1, await aeOf(k, 1));
    await submit(k, 1, draft.id, draft.version);
    expect((await k.t.post(FORWARD, { projectId: k.project(1), id: draft.id }, 'monitor')).statusCode).toBe(403);
    expect((await k.t.post(FORWARD, { projectId: k.project(0), id: draft.id }, 'investigator')).statusCode).toBe(404);
  });
});

describe('forwarding a SUSAR report to the ethics committee', () => {
  it('refuses a draft, then forwards the signed report carrying its filed version and shows the acceptance number', async () => {
    const projectId = k.project(0);
    const draft = await susarDraft(0);
    const before = await counts();
    const unsigned = await k.t.post(FORWARD_SUSAR, { projectId, id: draft.id }, 'investigator');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain('该 SUSAR 报告尚无签名后归档的版本');
    expect(await counts()).toEqual(before);

    const signed = await submitSusar(0, draft);
    expect(signed.statusCode, signed.body).toBe(200);
    const { reportNo } = signed.json().data as { reportNo: string };
    const forwarded = await k.t.post(FORWARD_SUSAR, { projectId, id: draft.id }, 'investigator');
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const { id, version } = forwarded.json().data as { id: number; version: number };
    const detail = (await k.t.get(`/api/ethic/issue/detail/${projectId}/${id}`, 'investigator')).json().data;
    expect(detail).toMatchObject({ type: 'safetyReport', status: 'submitted', title: `SUSAR报告 ${reportNo}` });
    expect(detail.documents.map((doc: { versionId: number }) => doc.versionId)).toEqual([
      await filedVersion('susar', draft.id),
    ]);
    const audit = (await auditRows(k.t.db, 'ethicsSubmission.create')).find((row) => row.entityId === String(id));
    expect(audit?.after).toMatchObject({ source: { kind: 'susar', id: draft.id } });
    // An SAE with the same id is a different report: not forwarded.
    expect((await k.t.get(`${FORWARD}/${projectId}/${draft.id}`, 'investigator')).json().data).toBeNull();

    const accepted = await k.t.post('/api/ethic/board/accept', { id, version }, 'ethics');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { acceptanceNumber } = accepted.json().data as { acceptanceNumber: string };
    expect((await k.t.get(`${FORWARD_SUSAR}/${projectId}/${draft.id}`, 'investigator')).json().data).toEqual({
      submissionId: id,
      status: 'accepted',
      acceptanceNumber,
    });
    const again = await k.t.post(FORWARD_SUSAR, { projectId, id: draft.id }, 'investigator');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('不能重复递交');
  });

  it("is refused to a monitor (no ethics:submit) and for another project's report", async () => {
    const draft = await susarDraft(1);
    expect((await submitSusar(1, draft)).statusCode).toBe(200);
    const monitor = await k.t.post(FORWARD_SUSAR, { projectId: k.project(1), id: draft.id }, 'monitor');
    expect(monitor.statusCode).toBe(403);
    const elsewhere = await k.t.post(FORWARD_SUSAR, { projectId: k.project(0), id: draft.id }, 'investigator');
    expect(elsewhere.statusCode).toBe(404);
  });
});
