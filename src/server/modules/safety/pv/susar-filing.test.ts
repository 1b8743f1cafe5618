import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { copyBinderTemplate } from '../../documents';

/** A signed SUSAR report is filed into the project's binder, folder '09', in its submission's transaction. */
let t: StaffTestApp;
let projects: number[];
const BASE = '/api/trial/gcpSusarRecord';
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute()).map((p) => p.id);
  const actor = { at: t.clock(), actorId: null, actorName: 'system', clientIp: null, requestId: null };
  await t.db.transaction().execute(async (trx) => {
    for (const projectId of projects) await copyBinderTemplate(trx, { projectId, actor });
  });
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
type Doc = { id: number; title: string; kind: string; versionCount: number; current: Record<string, unknown> };

async function filed(position: number): Promise<Doc[]> {
  const tree = (await t.get(`/api/doc/folder/tree/${project(position)}`, 'monitor')).json().data as {
    id: number;
    code: string;
  }[];
  const folder = tree.find((entry) => entry.code === '09');
  const response = await t.get(`/api/doc/document/list/${project(position)}?folderId=${folder?.id}`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().rows as Doc[]).filter((doc) => doc.kind === 'susarReport');
}

async function draft(position: number) {
  const body = {
    projectId: project(position),
    reportType: 'first',
    learnedDate: hospitalDay(t.clock()),
    fatal: false,
    drugName: '试验药A',
    reaction: '急性肝损伤',
    description: '用药后第10天ALT升高至正常上限10倍',
  };
  const response = await t.post(`${BASE}/save`, body, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

const submit = async (position: number, ref: { id: number; version: number }, signature?: unknown) =>
  t.post(
    `${BASE}/submit`,
    { projectId: project(position), ...ref, signature: signature ?? (await signatureOf(t, 'investigator')) },
    'investigator',
  );

describe('signed SUSAR reports in the binder', () => {
  it('files the report as an effective PDF when signed, and a new version superseding it when a revision is signed', async () => {
    expect(await filed(0)).toEqual([]);
    const { id, version } = await draft(0);
    const signed = await submit(0, { id, version });
    expect(signed.statusCode, signed.body).toBe(200);
    const { reportNo, version: after } = signed.json().data as { reportNo: string; version: number };
    const [document, ...others] = await filed(0);
    expect(others).toEqual([]);
    expect(document).toMatchObject({
      title: `SUSAR报告 ${reportNo}`,
      versionCount: 1,
      current: { number: 1, status: 'effective', fileName: `${reportNo}-r1.pdf` },
    });
    const pdf = await t.get(`/api/doc/document/download/${project(0)}/${String(document?.current.id)}`, 'monitor');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [audit] = (await auditRows(t.db, 'document.file')).filter((row) => row.entityId === String(document?.id));
    expect(audit).toMatchObject({ actorName: 'investigator', after: { source: { kind: 'susar', id }, number: 1 } });

    const revised = await t.post(
      `${BASE}/revise`,
      { projectId: project(0), id, version: after, reason: '补充随访信息' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    const resubmitted = await submit(0, revised.json().data as { id: number; version: number });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const [again] = await filed(0);
    expect(again).toMatchObject({ id: document?.id, versionCount: 2, current: { number: 2, status: 'effective' } });
  });

  it('files nothing without a valid signature', async () => {
    const ref = await draft(1);
    const bad = { challenge: 'x'.repeat(43), password: 'bad', meaning: 'investigator-confirms' };
    expect((await submit(1, ref, bad)).statusCode).toBe(400);
    expect(await filed(1)).toEqual([]);
  });
});
