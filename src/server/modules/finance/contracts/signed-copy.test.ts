import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';

/** A contract's signed copy: a private PDF or image, uploaded before or after approval, read by the project only. */
let t: StaffTestApp;
let projectId = 0;
let otherProjectId = 0;
const BASE = '/api/gpayment/contract';
const PDF = Buffer.from('%PDF-1.4\n% 临床试验协议签署件\n', 'utf8');
const PDF_2 = Buffer.from('%PDF-1.4\n% 补充协议签署件（重新扫描）\n', 'utf8');

beforeAll(async () => {
  t = await createStaffTestApp();
  await loadWorkflowDemo(t.db, t.clock());
  const [first, second] = await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute();
  projectId = first?.id ?? 0;
  otherProjectId = second?.id ?? 0;
  const finance = await t.db.selectFrom('role').select('id').where('code', '=', 'finance').executeTakeFirstOrThrow();
  const coordinator = await t.idOf('coordinator');
  await t.db
    .insertInto('userProjectRole')
    .values([
      { userId: coordinator, projectId, roleId: finance.id },
      { userId: coordinator, projectId: otherProjectId, roleId: finance.id },
    ])
    .execute();
});
afterAll(async () => t.close());

const agreement = {
  kind: 'agreement',
  parentId: null,
  number: 'CTA-SIGNED-1',
  title: '临床试验协议',
  sponsor: '恒瑞医药',
  cro: null,
  parties: [{ role: '申办方', name: '恒瑞医药' }],
  amountFen: 3_000_000,
  holdbackBp: 1000,
  signedOn: '2026-01-02',
  startsOn: '2026-01-05',
  endsOn: '2027-12-31',
  note: null,
  payments: [{ name: '首付款', dueOn: '2026-02-01', amountFen: 3_000_000, note: null }],
};
type Row = { id: number; status: string; version: number; signedCopy: null | Record<string, unknown> };
const contract = async () => ((await t.get(`${BASE}/list/${projectId}`, 'coordinator')).json().data as Row[])[0] as Row;

async function upload(project: number, row: { id: number; version: number }, name: string, data: Buffer, as: string) {
  const query = new URLSearchParams({ id: String(row.id), version: String(row.version), name });
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/signed-copy/upload/${project}?${query.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: data,
  });
}

async function approve(row: Row) {
  const submitted = await t.post(`${BASE}/submit`, { projectId, id: row.id, version: row.version }, 'coordinator');
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [task] = (await t.get('/api/bpm/task/mine', 'finance')).json().data as { taskId: number }[];
  const signature = { ...(await signatureOf(t, 'finance')), meaning: 'reviewer-approves' as const };
  const decided = await t.post(
    '/api/bpm/task/decide',
    { taskId: task?.taskId, decision: 'approve', signature },
    'finance',
  );
  expect(decided.statusCode, decided.body).toBe(200);
}

describe('contract signed copy', () => {
  it("stores a draft's signed copy privately with its checksum, served to the project only and never cached", async () => {
    expect((await t.post(`${BASE}/save`, { projectId, ...agreement }, 'coordinator')).statusCode).toBe(200);
    const draft = await contract();
    expect(draft.signedCopy).toBeNull();
    const uploaded = await upload(projectId, draft, '协议签署件.pdf', PDF, 'coordinator');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const checksum = createHash('sha256').update(PDF).digest('hex');
    expect(uploaded.json().data).toMatchObject({ version: draft.version + 1, signedCopy: { checksum } });
    expect((await contract()).signedCopy).toMatchObject({
      name: '协议签署件.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      checksum,
    });
    expect((await auditRows(t.db, 'contract.signedCopy'))[0]).toMatchObject({
      entity: 'finance_contract',
      entityId: String(draft.id),
      actorName: 'coordinator',
      before: { signedCopy: null },
      after: { signedCopy: { name: '协议签署件.pdf', checksum } },
    });

    const read = await t.get(`${BASE}/signed-copy/${projectId}/${draft.id}`, 'investigator');
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-disposition']).toContain('attachment');
    // Through another project the contract is not there; without the page, refused before anything is read.
    expect((await t.get(`${BASE}/signed-copy/${otherProjectId}/${draft.id}`, 'coordinator')).statusCode).toBe(404);
    expect((await t.get(`${BASE}/signed-copy/${projectId}/${draft.id}`, 'monitor')).statusCode).toBe(403);
    // The stored file is private: the public file routes do not serve it.
    const file = await t.db.selectFrom('storedFile').selectAll().where('hash', '=', checksum).executeTakeFirstOrThrow();
    expect(file.visibility).toBe('private');
    expect((await t.get(`/files/${checksum}.pdf`)).statusCode).toBe(404);
    expect((await t.get(`/api/gbs/file/${file.publicKey}`, 'sysadmin')).statusCode).toBe(404);
  });

  it('refuses a wrong type, a stale version, readers and a contract in approval, changing nothing', async () => {
    const before = await contract();
    const files = await t.db.selectFrom('storedFile').select('id').execute();
    expect(
      (await upload(projectId, before, 'virus.exe', Buffer.from('MZ not a document'), 'coordinator')).statusCode,
    ).toBe(400);
    expect(await t.db.selectFrom('storedFile').select('id').execute()).toEqual(files);
    const stale = await upload(
      projectId,
      { id: before.id, version: before.version - 1 },
      'a.pdf',
      PDF_2,
      'coordinator',
    );
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect((await upload(projectId, before, 'a.pdf', PDF_2, 'investigator')).statusCode).toBe(403);
    expect((await upload(otherProjectId, before, 'a.pdf', PDF_2, 'coordinator')).statusCode).toBe(404);

    const submitted = await t.post(
      `${BASE}/submit`,
      { projectId, id: before.id, version: before.version },
      'coordinator',
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approving = await contract();
    expect((await upload(projectId, approving, 'a.pdf', PDF_2, 'coordinator')).statusCode).toBe(400);
    expect(await contract()).toEqual(approving);
    // Withdrawn for the rest of the test: the approval instance ends and the contract is a draft again.
    const instance = await t.db
      .selectFrom('workflowInstance')
      .select('id')
      .where('recordKind', '=', 'financeContract')
      .where('recordId', '=', approving.id)
      .executeTakeFirstOrThrow();
    const withdrawn = await t.post('/api/bpm/instance/withdraw', { id: instance.id }, 'coordinator');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await contract()).status).toBe('draft');
  });

  it('replaces the signed copy of an approved contract, the old file kept in the audit', async () => {
    await approve(await contract());
    const approved = await contract();
    expect(approved.status).toBe('approved');
    const old = approved.signedCopy;
    // The approval trail: the approved approval first, with who decided its step; the withdrawn one after.
    const trail = (await t.get(`${BASE}/approvals/${projectId}/${approved.id}`, 'investigator')).json().data as {
      status: string;
      steps: { status: string; decidedBy: string | null }[];
    }[];
    expect(trail.map((approval) => approval.status)).toEqual(['approved', 'withdrawn']);
    expect(trail[0]?.steps[0]).toMatchObject({ status: 'approved', decidedBy: 'finance' });
    expect((await t.get(`${BASE}/approvals/${otherProjectId}/${approved.id}`, 'coordinator')).statusCode).toBe(404);
    const replaced = await upload(projectId, approved, '协议签署件-盖章版.pdf', PDF_2, 'coordinator');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await contract()).signedCopy).toMatchObject({ name: '协议签署件-盖章版.pdf' });
    expect(
      (await t.get(`${BASE}/signed-copy/${projectId}/${approved.id}`, 'coordinator')).rawPayload.equals(PDF_2),
    ).toBe(true);
    const audits = await auditRows(t.db, 'contract.signedCopy');
    expect(
      audits.find((row) => (row.after as { signedCopy: { name: string } }).signedCopy.name === '协议签署件-盖章版.pdf'),
    ).toMatchObject({
      before: { signedCopy: old },
    });
  });
});
