import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';
import { type SaeKit, aeOf, createSaeKit, created, submit } from '../../safety/sae/sae-test-kit';

/** A signed SAE report forwarded to the ethics committee as a submitted safety report, once while open. */
let k: SaeKit;
const FORWARD = '/api/ethic/forward/sae';
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
    const filed = await k.t.db
      .selectFrom('docDocument')
      .innerJoin('docDocumentVersion', 'docDocumentVersion.documentId', 'docDocument.id')
      .select('docDocumentVersion.id')
      .where('docDocument.sourceKind', '=', 'sae')
      .where('docDocument.sourceId', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(detail.documents[0].versionId).toBe(filed.id);
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
