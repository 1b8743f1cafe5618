import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf, loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** A summary report's seal: applied for, decided with signatures on 我的审批, the sealed PDF filed into the binder. */
let t: StaffTestApp;
let projectId = 0;
let otherProjectId = 0;
const BASE = '/api/doc/report-seal';
const store = createMemoryFileStore();

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadWorkflowDemo(t.db, t.clock());
  await loadBinderDemo(t.db, store, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

interface Seal {
  id: number;
  status: string;
  version: number;
  title: string;
  number: number;
  checksum: string;
  sealedDocumentId: number | null;
  sealedVersionId: number | null;
  approvals: { instanceId: number; status: string; steps: { stepName: string; status: string; decidedBy: string }[] }[];
}

async function folderId(project: number, code: string) {
  const tree = (await t.get(`/api/doc/folder/tree/${project}`, 'investigator')).json().data as {
    id: number;
    code: string;
  }[];
  return tree.find((folder) => folder.code === code)?.id ?? 0;
}

/** An effective report in the project's binder; answers its version id. */
async function report(title: string, project = projectId) {
  const search = new URLSearchParams({
    folderId: String(await folderId(project, '12')),
    title,
    kind: 'other',
    name: `${title}.pdf`,
    status: 'effective',
    effectiveOn: '2026-01-10',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/doc/document/upload/${project}?${search.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf('investigator'),
    },
    payload: demoPdf([title]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.versionId as number;
}

const draft = (versionId: number, extra: Record<string, unknown> = {}, as = 'coordinator') =>
  t.post(
    `${BASE}/save`,
    {
      projectId,
      kind: 'stage',
      versionId,
      periodFrom: '2025-07-01',
      periodTo: '2025-12-31',
      notes: '阶段小结',
      ...extra,
    },
    as,
  );
const submit = (id: number, version: number, as = 'coordinator') =>
  t.post(`${BASE}/submit`, { projectId, id, version }, as);
const list = async (as = 'coordinator', project = projectId) =>
  (await t.get(`${BASE}/list/${project}`, as)).json().data as Seal[];
const sealOf = async (id: number) => (await list()).find((seal) => seal.id === id);
const rowCount = async () => (await t.db.selectFrom('reportSeal').select('id').execute()).length;

async function myTask(as: string, title: string) {
  const mine = (await t.get('/api/bpm/task/mine', as)).json().data as { taskId: number; title: string }[];
  const task = mine.find((entry) => entry.title.includes(title));
  if (!task) throw new Error(`no task '${title}' for ${as}`);
  return task.taskId;
}

async function decide(taskId: number, decision: 'approve' | 'reject', as: string) {
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as)), meaning };
  const comment = decision === 'reject' ? '请补充入组进度' : undefined;
  const response = await t.post('/api/bpm/task/decide', { taskId, decision, comment, signature }, as);
  expect(response.statusCode, response.body).toBe(200);
}

/** The PDF's text as record-pdf.ts writes it: UCS-2 big-endian hex. */
const pdfHex = (text: string) =>
  [...text].map((char) => (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');

describe('applying for a report seal', () => {
  it('saves a draft naming a binder version; lists it with the version and its hash', async () => {
    const versionId = await report('阶段小结（申请）');
    const response = await draft(versionId);
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json().data as { id: number };
    expect(await sealOf(id)).toMatchObject({
      status: 'draft',
      title: '阶段小结（申请）',
      number: 1,
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      approvals: [],
    });
    const [audit] = await auditRows(t.db, 'reportSeal.create');
    expect(audit).toMatchObject({ entity: 'report_seal', entityId: String(id) });
    const versions = (await t.get(`${BASE}/versions/${projectId}`, 'coordinator')).json().data as {
      versionId: number;
    }[];
    expect(versions.map((version) => version.versionId)).toContain(versionId);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const versionId = await report('阶段小结（错误）');
    const before = await rowCount();
    const missing = await t.post(`${BASE}/save`, { projectId, kind: 'stage', versionId }, 'coordinator');
    expect(missing.statusCode).toBe(400);
    const backwards = await draft(versionId, { periodFrom: '2026-01-01', periodTo: '2025-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toContain('结束日期早于开始日期');
    const elsewhere = await report('其他项目的报告', otherProjectId);
    const foreign = await draft(elsewhere);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toContain('请选择本项目研究文件夹中的报告文件版本');
    expect((await draft(versionId, { kind: 'yearly' })).statusCode).toBe(400);
    expect((await draft(versionId, { periodFrom: '2025-02-30' })).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a stale version on change and on submission', async () => {
    const versionId = await report('阶段小结（过期）');
    const { id } = (await draft(versionId)).json().data as { id: number };
    expect((await draft(versionId, { id, version: 1, notes: '改' })).statusCode).toBe(200);
    const stale = await draft(versionId, { id, version: 1, notes: '再改' });
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect((await submit(id, 1)).json().data).toMatchObject({ reason: 'stale_version' });
    expect(await sealOf(id)).toMatchObject({ status: 'draft', version: 2 });
  });
});

describe('the seal approval', () => {
  it('the PI and the institution office sign; the sealed PDF is filed into the binder with each signature', async () => {
    const versionId = await report('阶段小结（盖章）');
    const { id } = (await draft(versionId)).json().data as { id: number };
    expect((await submit(id, 1)).statusCode).toBe(200);
    expect(await sealOf(id)).toMatchObject({ status: 'inReview', version: 2 });
    // Submitted, it no longer changes.
    expect((await draft(versionId, { id, version: 2 })).statusCode).toBe(400);

    await decide(await myTask('investigator', '阶段小结（盖章）'), 'approve', 'investigator');
    expect(await sealOf(id)).toMatchObject({ status: 'inReview' });
    await decide(await myTask('admin', '阶段小结（盖章）'), 'approve', 'admin');

    const sealed = await sealOf(id);
    expect(sealed).toMatchObject({ status: 'approved', sealedDocumentId: expect.any(Number) });
    expect(sealed?.approvals[0]?.steps.map((step) => [step.stepName, step.status])).toEqual([
      ['主要研究者确认', 'approved'],
      ['机构办公室审核盖章', 'approved'],
    ]);
    const filed = await t.db
      .selectFrom('docDocument as d')
      .innerJoin('docFolder as f', 'f.id', 'd.folderId')
      .innerJoin('docDocumentVersion as v', 'v.documentId', 'd.id')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select(['d.id', 'v.id as versionId', 'f.code', 'v.status', 's.hash'])
      .where('d.sourceKind', '=', 'reportSeal')
      .where('d.sourceId', '=', id)
      .execute();
    expect(filed).toEqual([
      expect.objectContaining({ id: sealed?.sealedDocumentId, versionId: sealed?.sealedVersionId, code: '12' }),
    ]);
    expect(filed[0]?.status).toBe('effective');
    const pdf = (await store.get(filed[0]?.hash ?? ''))?.toString('latin1') ?? '';
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(pdfHex('临床试验机构审核专用章'));
    expect(pdf).toContain(pdfHex(sealed?.checksum ?? 'x'));
    expect(pdf).toContain(pdfHex('主要研究者确认'));
    expect(pdf).toContain(pdfHex('机构办公室审核盖章'));

    // Each decision signed the report's version; the filing and the seal are audited.
    const signatures = await t.db
      .selectFrom('eSignature')
      .select('contentHash')
      .where('entity', '=', 'workflow_task')
      .execute();
    for (const hash of signatures.slice(-2).map((row) => row.contentHash)) expect(pdf).toContain(pdfHex(hash));
    const [approve] = await auditRows(t.db, 'reportSeal.approve');
    expect(approve).toMatchObject({ entityId: String(id), after: { status: 'approved' } });
    expect((await auditRows(t.db, 'document.file')).some((row) => row.entityId === String(filed[0]?.id))).toBe(true);
    // The filed PDF is a record, not a report one applies for.
    const versions = (await t.get(`${BASE}/versions/${projectId}`, 'coordinator')).json().data as {
      versionId: number;
    }[];
    expect(versions.map((version) => version.versionId)).not.toContain(sealed?.sealedVersionId);
  });

  it('a rejection sends it back to be corrected and submitted again', async () => {
    const versionId = await report('总结报告（驳回）');
    const { id } = (await draft(versionId, { kind: 'final' })).json().data as { id: number };
    await submit(id, 1);
    await decide(await myTask('investigator', '总结报告（驳回）'), 'reject', 'investigator');
    expect(await sealOf(id)).toMatchObject({ status: 'rejected', sealedDocumentId: null });
    expect((await auditRows(t.db, 'reportSeal.reject'))[0]).toMatchObject({ entityId: String(id) });
    expect((await submit(id, 3)).statusCode).toBe(200);
    expect(await sealOf(id)).toMatchObject({ status: 'inReview' });
    expect((await sealOf(id))?.approvals.map((approval) => approval.status)).toEqual(['running', 'rejected']);
  });

  it('the applicant takes a running approval back: the application returns to draft', async () => {
    const versionId = await report('阶段小结（撤回）');
    const { id } = (await draft(versionId)).json().data as { id: number };
    await submit(id, 1);
    const instanceId = (await sealOf(id))?.approvals[0]?.instanceId ?? 0;
    expect((await t.post('/api/bpm/instance/withdraw', { id: instanceId }, 'investigator')).statusCode).toBe(403);
    expect((await t.post('/api/bpm/instance/withdraw', { id: instanceId }, 'coordinator')).statusCode).toBe(200);
    expect(await sealOf(id)).toMatchObject({ status: 'draft' });
    expect((await auditRows(t.db, 'reportSeal.withdraw'))[0]).toMatchObject({ entityId: String(id) });
  });
});

describe('access', () => {
  it("the project's coordinator and PI see and apply; the monitor, finance and other projects' staff do not", async () => {
    for (const as of ['coordinator', 'investigator'])
      expect((await t.get(`${BASE}/list/${projectId}`, as)).statusCode, as).toBe(200);
    for (const as of ['monitor', 'finance'])
      expect((await t.get(`${BASE}/list/${projectId}`, as)).statusCode, as).toBe(403);
    expect((await t.get(`${BASE}/list/${otherProjectId}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${projectId}`)).statusCode).toBe(401);
    const versionId = await report('阶段小结（权限）');
    expect((await draft(versionId, {}, 'monitor')).statusCode).toBe(403);
  });
});
