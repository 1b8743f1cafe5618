import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';
import { BASE, type SaeKit, aeOf, createSaeKit, created, submit } from './sae-test-kit';

/** A signed SAE report is filed into the project's binder, folder '09', in its submission's transaction. */
let k: SaeKit;
beforeAll(async () => {
  k = await createSaeKit();
  const actor = { at: k.t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await k.t.db.transaction().execute(async (trx) => {
    for (const projectId of k.fx.projects) await copyBinderTemplate(trx, { projectId, actor });
  });
});
afterAll(async () => k.t.close());

type Folder = { id: number; code: string; documentCount: number };
type Doc = {
  id: number;
  title: string;
  kind: string;
  versionCount: number;
  current: { id: number; number: number; status: string; fileName: string; note: string | null };
};

async function saeFolder(position: number) {
  const tree = (await k.t.get(`/api/doc/folder/tree/${k.project(position)}`, 'monitor')).json().data as Folder[];
  return tree.find((folder) => folder.code === '09');
}
async function filed(position: number): Promise<Doc[]> {
  const folder = await saeFolder(position);
  const response = await k.t.get(`/api/doc/document/list/${k.project(position)}?folderId=${folder?.id}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows as Doc[];
}

describe('signed SAE reports in the binder', () => {
  it('files the report as an effective PDF when signed, and a new version superseding it when a revision is signed', async () => {
    expect(await filed(0)).toEqual([]);
    const { id, version } = await created(k, 0, await aeOf(k, 0));
    const signed = await submit(k, 0, id, version);
    expect(signed.statusCode, signed.body).toBe(200);
    const reportNo = (signed.json().data as { reportNo: string }).reportNo;
    const [document, ...others] = await filed(0);
    expect(others).toEqual([]);
    expect(document).toMatchObject({
      title: `SAE报告 ${reportNo}`,
      kind: 'saeReport',
      versionCount: 1,
      current: { number: 1, status: 'effective', fileName: `${reportNo}-r1.pdf` },
    });
    const pdf = await k.t.get(`/api/doc/document/download/${k.project(0)}/${document?.current.id}`, 'monitor');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The audit row names the record it was filed from.
    const [audit] = (await auditRows(k.t.db, 'document.file')).filter((row) => row.entityId === String(document?.id));
    expect(audit).toMatchObject({ actorName: 'investigator', after: { source: { kind: 'sae', id }, number: 1 } });

    // A revision, signed again: the same document's second version supersedes the first.
    const current = (await k.t.get(`${BASE}/get/${k.project(0)}/${id}`, 'investigator')).json().data as {
      version: number;
    };
    const revised = await k.t.post(
      `${BASE}/revise`,
      { projectId: k.project(0), id, version: current.version, reason: '补充随访信息' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    const resubmitted = await submit(k, 0, id, (revised.json().data as { version: number }).version);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const [again] = await filed(0);
    expect(again).toMatchObject({ id: document?.id, versionCount: 2, current: { number: 2, status: 'effective' } });
    const versions = (await k.t.get(`/api/doc/document/versions/${k.project(0)}/${document?.id}`, 'monitor')).json()
      .data as { number: number; status: string }[];
    expect(versions.map((entry) => [entry.number, entry.status])).toEqual([
      [2, 'effective'],
      [1, 'superseded'],
    ]);
  });

  it('files nothing without a valid signature', async () => {
    const before = (await filed(1)).length;
    const { id, version } = await created(k, 1, await aeOf(k, 1));
    const response = await k.t.post(
      `${BASE}/submit`,
      {
        projectId: k.project(1),
        id,
        version,
        signature: { challenge: 'x'.repeat(43), password: 'bad', meaning: 'investigator-confirms' },
      },
      'investigator',
    );
    expect(response.statusCode).toBe(400);
    expect(await filed(1)).toHaveLength(before);
  });
});
