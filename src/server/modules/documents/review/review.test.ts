import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf, loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** A version's review on the approval workflow: submitted, decided with signatures, effective; its manifest. */
let t: StaffTestApp;
/** The coordinator's and investigator's project (position 0) and one the coordinator is not on (position 3). */
let projectId = 0;
let otherProjectId = 0;
const BASE = '/api/doc';
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

type Version = { id: number; number: number; status: string; effectiveOn: string | null; version: number };
type Signed = {
  signerName: string;
  signerUserName: string;
  meaning: string;
  contentHash: string;
  state: string;
  source: string;
  stepName: string | null;
  comment: string | null;
};

async function upload(url: string, query: Record<string, string | number>, project: number, as = 'coordinator') {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, `${value}`]));
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/document/${url}/${project}?${search.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: demoPdf([String(query.name)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { documentId: number; version: number; versionId: number; number: number };
}

async function folderId(project: number, code: string) {
  const tree = (await t.get(`${BASE}/folder/tree/${project}`, 'investigator')).json().data as {
    id: number;
    code: string;
  }[];
  return tree.find((folder) => folder.code === code)?.id ?? 0;
}

/** A protocol with v1 effective and v2 a draft, in `project`. */
async function protocolWithDraft(project = projectId, title = '临床试验方案') {
  const first = await upload(
    'upload',
    {
      folderId: await folderId(project, '01'),
      title,
      kind: 'protocol',
      name: 'protocol-v1.pdf',
      status: 'effective',
      effectiveOn: '2025-06-01',
    },
    project,
    'investigator',
  );
  const draft = await upload(
    'version/upload',
    { documentId: first.documentId, version: first.version, name: 'protocol-v2.pdf', status: 'draft' },
    project,
    'investigator',
  );
  return { documentId: first.documentId, v1: first.versionId, v2: draft.versionId };
}

const versions = async (documentId: number, project = projectId) =>
  (await t.get(`${BASE}/document/versions/${project}/${documentId}`, 'monitor')).json().data as Version[];
const statusOf = async (documentId: number, id: number) => (await versions(documentId)).find((v) => v.id === id);
const submit = (id: number, version: number, as = 'coordinator', project = projectId) =>
  t.post(`${BASE}/document/version/submit`, { projectId: project, id, version }, as);
const manifest = async (id: number, as = 'monitor', project = projectId) =>
  t.get(`${BASE}/signature/manifest/${project}/${id}`, as);

async function myTask(as: string, title: string) {
  const mine = (await t.get('/api/bpm/task/mine', as)).json().data as { taskId: number; title: string }[];
  const task = mine.find((entry) => entry.title.startsWith(title));
  if (!task) throw new Error(`no task '${title}' for ${as}`);
  return task.taskId;
}

async function decide(taskId: number, decision: 'approve' | 'reject', as = 'investigator', password?: string) {
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as, password)), meaning };
  const comment = decision === 'reject' ? '请补充修订说明' : undefined;
  return t.post('/api/bpm/task/decide', { taskId, decision, comment, signature }, as);
}

const countOf = async (table: 'eSignature' | 'auditLog') =>
  (await t.db.selectFrom(table).select('id').execute()).length;

describe('submitting a version for review', () => {
  it('moves a draft in review and starts its approval on the investigator; refuses a stale or effective version', async () => {
    const { documentId, v1, v2 } = await protocolWithDraft(projectId, '方案（提交）');
    const response = await submit(v2, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(documentId, v2)).toMatchObject({ status: 'inReview' });
    const [audit] = await auditRows(t.db, 'document.submit');
    expect(audit).toMatchObject({ entity: 'doc_document', entityId: String(documentId) });
    expect(audit?.after).toMatchObject({ versionId: v2, status: 'inReview' });
    expect(await myTask('investigator', '方案（提交） v2')).toBeGreaterThan(0);

    expect((await submit(v2, 1)).json().data).toMatchObject({ reason: 'stale_version' });
    const effective = await submit(v1, 1);
    expect(effective.statusCode).toBe(400);
    expect(effective.json().msg).toContain('只有草稿版本可以提交审核');
    // A document in review takes no new version until its review ends.
    const another = await t.app.inject({
      method: 'POST',
      url: `${BASE}/document/version/upload/${projectId}?documentId=${documentId}&version=2&name=v3.pdf&status=draft`,
      headers: {
        [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
        'content-type': 'application/octet-stream',
        cookie: await t.cookieOf('coordinator'),
      },
      payload: demoPdf(['v3']),
    });
    expect(another.statusCode).toBe(400);
    expect(another.json().msg).toContain('审核中的版本');
  });
});

describe('approving with a signature', () => {
  it('refuses a wrong password with nothing changed, then makes the signed version effective and supersedes v1 in one write', async () => {
    const { documentId, v1, v2 } = await protocolWithDraft(projectId, '方案（批准）');
    expect((await submit(v2, 1)).statusCode).toBe(200);
    const taskId = await myTask('investigator', '方案（批准） v2');

    const [signaturesBefore, auditBefore] = [await countOf('eSignature'), await countOf('auditLog')];
    const wrong = await decide(taskId, 'approve', 'investigator', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toMatchObject({ reason: 'signature_password' });
    expect(await statusOf(documentId, v2)).toMatchObject({ status: 'inReview' });
    expect(await statusOf(documentId, v1)).toMatchObject({ status: 'effective' });
    expect(await countOf('eSignature')).toBe(signaturesBefore);
    // Only the refused signature's failure row.
    expect(await countOf('auditLog')).toBe(auditBefore + 1);
    expect((await auditRows(t.db, 'signature.refused'))[0]).toMatchObject({ outcome: 'failure' });

    const approved = await decide(taskId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(documentId, v2)).toMatchObject({ status: 'effective', effectiveOn: '2026-01-05' });
    expect(await statusOf(documentId, v1)).toMatchObject({ status: 'superseded' });
    const [approve] = await auditRows(t.db, 'document.approve');
    expect(approve).toMatchObject({ entity: 'doc_document', entityId: String(documentId), actorName: 'investigator' });
    expect(approve?.after).toMatchObject({ versionId: v2, status: 'effective', superseded: [1] });
    // The decision, its signature, the approval's end and the version's move: one transaction, one time.
    const [signed] = await auditRows(t.db, 'signature.sign');
    const [ended] = await auditRows(t.db, 'approval.end');
    expect(signed?.at).toBe(approve?.at);
    expect(ended?.at).toBe(approve?.at);
    expect(ended?.id).toBeLessThan(approve?.id ?? 0);
  });

  it('lists the signature on the version manifest, valid until the signed content changes', async () => {
    const { v2 } = await protocolWithDraft(projectId, '方案（清单）');
    await submit(v2, 1);
    expect((await decide(await myTask('investigator', '方案（清单） v2'), 'approve')).statusCode).toBe(200);

    const response = await manifest(v2);
    expect(response.statusCode, response.body).toBe(200);
    const { version, signatures } = response.json().data as {
      version: { number: number; status: string; checksum: string; signatureCount: number };
      signatures: Signed[];
    };
    expect(version).toMatchObject({ number: 2, status: 'effective', signatureCount: 1 });
    expect(signatures).toEqual([
      expect.objectContaining({
        signerName: 'Chen Lixin',
        signerUserName: 'investigator',
        meaning: 'reviewer-approves',
        source: 'approve',
        stepName: '主要研究者批准',
        state: 'valid',
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const listed = (await t.get(`${BASE}/signature/list/${projectId}?offset=0&limit=50`, 'coordinator')).json();
    expect(listed.rows.map((row: { id: number }) => row.id)).toContain(v2);

    // The stored file's recorded hash no longer matches what was signed.
    const { fileId } = await t.db
      .selectFrom('docDocumentVersion')
      .select('fileId')
      .where('id', '=', v2)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('storedFile')
      .set({ hash: '0'.repeat(64) })
      .where('id', '=', fileId)
      .execute();
    const changed = (await manifest(v2)).json().data.signatures as Signed[];
    expect(changed[0]?.state).toBe('content_changed');
  });
});

describe('rejecting and taking back', () => {
  it('returns a rejected version to draft with the comment shown in its approvals, and a taken-back one too', async () => {
    const { documentId, v1, v2 } = await protocolWithDraft(projectId, '方案（驳回）');
    await submit(v2, 1);
    const rejected = await decide(await myTask('investigator', '方案（驳回） v2'), 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(documentId, v2)).toMatchObject({ status: 'draft' });
    expect(await statusOf(documentId, v1)).toMatchObject({ status: 'effective' });
    expect((await auditRows(t.db, 'document.reject'))[0]?.after).toMatchObject({ versionId: v2, status: 'draft' });
    const approvals = (await t.get(`${BASE}/document/approvals/${projectId}/${documentId}`, 'monitor')).json().data;
    expect(approvals).toEqual([
      expect.objectContaining({
        versionId: v2,
        status: 'rejected',
        startedBy: 'coordinator',
        steps: [expect.objectContaining({ status: 'rejected', decidedBy: 'investigator', comment: '请补充修订说明' })],
      }),
    ]);
    const rejection = (await manifest(v2)).json().data.signatures as Signed[];
    expect(rejection).toEqual([
      expect.objectContaining({ meaning: 'reviewer-rejects', source: 'reject', state: 'valid' }),
    ]);

    // Submitted again and taken back by the submitter: a draft again.
    const current = await statusOf(documentId, v2);
    await submit(v2, current?.version ?? 0);
    const running = (await t.get(`${BASE}/document/approvals/${projectId}/${documentId}`, 'monitor')).json().data;
    const taken = await t.post('/api/bpm/instance/withdraw', { id: running[0].instanceId }, 'coordinator');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await statusOf(documentId, v2)).toMatchObject({ status: 'draft' });
    expect((await auditRows(t.db, 'document.reopen'))[0]?.after).toMatchObject({ versionId: v2 });
  });
});

describe('withdrawing an effective version', () => {
  it('withdraws with a signature of its own meaning, by the investigator only; the manifest shows it', async () => {
    const { documentId, v1 } = await protocolWithDraft(projectId, '方案（撤回）');
    const body = async (as: string, meaning = 'document-withdraws') => ({
      projectId,
      id: v1,
      version: (await statusOf(documentId, v1))?.version ?? 0,
      reason: '申办方通知该方案版本作废',
      signature: { ...(await signatureOf(t, as)), meaning },
    });
    expect(
      (await t.post(`${BASE}/document/version/withdraw`, await body('coordinator'), 'coordinator')).statusCode,
    ).toBe(403);
    const wrongMeaning = await t.post(
      `${BASE}/document/version/withdraw`,
      await body('investigator', 'reviewer-approves'),
      'investigator',
    );
    expect(wrongMeaning.json()).toMatchObject({ field: 'signature' });
    const response = await t.post(`${BASE}/document/version/withdraw`, await body('investigator'), 'investigator');
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(documentId, v1)).toMatchObject({ status: 'withdrawn' });
    expect((await auditRows(t.db, 'document.withdraw'))[0]?.after).toMatchObject({
      versionId: v1,
      status: 'withdrawn',
      reason: '申办方通知该方案版本作废',
    });
    const signatures = (await manifest(v1)).json().data.signatures as Signed[];
    expect(signatures).toEqual([
      expect.objectContaining({ meaning: 'document-withdraws', source: 'withdraw', state: 'valid' }),
    ]);
  });
});

describe('another project', () => {
  it("refuses a caller outside the version's project: 403 to submit and to read its manifest", async () => {
    const { v2 } = await protocolWithDraft(otherProjectId, '方案（他项目）');
    expect((await submit(v2, 1, 'coordinator', otherProjectId)).statusCode).toBe(403);
    expect((await manifest(v2, 'coordinator', otherProjectId)).statusCode).toBe(403);
    // The project in the body is the coordinator's, the version another project's: not found there.
    expect((await submit(v2, 1, 'coordinator', projectId)).statusCode).toBe(404);
    expect((await manifest(v2, 'coordinator', projectId)).statusCode).toBe(404);
    expect((await t.get(`${BASE}/signature/list/${projectId}?offset=0&limit=10`)).statusCode).toBe(401);
  });
});
