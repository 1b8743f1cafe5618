import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { checkpoint, project, publishPlan, startQualityTestApp, tasks } from '../quality-test-kit';

/** A finding's evidence files: uploaded by members who answer findings, read by the project's members. */
let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n% 重新签署的知情同意书扫描件\n', 'utf8');
const BASE = '/api/quality/finding/evidence';

async function upload(position: number, name: string, data: Buffer, as: string) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/upload/${project(position)}?${new URLSearchParams({ name }).toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: data,
  });
}

/** A finding of project position 0 sent to the coordinator; answers its id and version. */
async function sentFinding() {
  await publishPlan(0, [checkpoint('first', { node: 'date', date: '2026-01-05', assigneeUserId: await t.idOf('qa') })]);
  const [task] = (await tasks(0)).rows;
  const ref = { projectId: project(0), id: task?.id ?? 0, version: 1 };
  expect((await t.post('/api/quality/checkTask/start', ref, 'qa')).statusCode).toBe(200);
  const raised = await t.post(
    '/api/quality/finding/raise',
    { projectId: project(0), taskId: ref.id, itemCode: 'consent', problemType: 1, severity: 1, description: '缺页' },
    'qa',
  );
  const { id } = raised.json().data as { id: number };
  const body = { projectId: project(0), id, version: 1, responsibleUserId: await t.idOf('coordinator') };
  expect((await t.post('/api/quality/finding/send', { ...body, rectifyDue: '2026-01-20' }, 'qa')).statusCode).toBe(200);
  return { id, version: 2 };
}

describe('QC evidence files', () => {
  it('uploads evidence for the answer, serves it to the project only and refuses files of another project', async () => {
    const finding = await sentFinding();
    const uploaded = await upload(0, '知情同意书.pdf', PDF, 'coordinator');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().data as { fileId: number; name: string; mimeType: string; uploadedBy: string };
    expect(file).toMatchObject({ name: '知情同意书.pdf', mimeType: 'application/pdf', uploadedBy: 'coordinator' });
    expect((await auditRows(t.db, 'qcEvidence.upload'))[0]).toMatchObject({
      entity: 'quality_evidence',
      actorName: 'coordinator',
      after: { fileId: file.fileId, name: '知情同意书.pdf' },
    });

    // Any member with the findings page reads it, never cached; through another project it is not there.
    const read = await t.get(`${BASE}/${project(0)}/${file.fileId}`, 'qa');
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-disposition']).toContain('attachment');
    expect((await t.get(`${BASE}/${project(1)}/${file.fileId}`, 'coordinator')).statusCode).toBe(404);
    // Not on the team: refused before anything is read.
    expect((await t.get(`${BASE}/${project(0)}/${file.fileId}`, 'sysadmin')).statusCode).toBe(403);

    // Uploads need qcFinding:answer (the QA officer has none); a wrong type stores nothing.
    expect((await upload(0, 'scan.pdf', PDF, 'qa')).statusCode).toBe(403);
    const before = await t.db.selectFrom('qualityEvidence').select('id').execute();
    const wrong = await upload(0, 'notes.exe', Buffer.from('MZ not a document'), 'coordinator');
    expect(wrong.statusCode).toBe(400);
    expect(await t.db.selectFrom('qualityEvidence').select('id').execute()).toEqual(before);

    // Evidence of another project does not answer this finding.
    const elsewhere = (await upload(1, 'other.pdf', PDF, 'coordinator')).json().data as { fileId: number };
    const answer = { projectId: project(0), ...finding, corrective: '补签', preventive: '逐例核对' };
    const refused = await t.post(
      '/api/quality/finding/answer',
      { ...answer, evidence: [elsewhere.fileId] },
      'coordinator',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'evidence' });
    const answered = await t.post('/api/quality/finding/answer', { ...answer, evidence: [file.fileId] }, 'coordinator');
    expect(answered.statusCode, answered.body).toBe(200);
    const list = (await t.get(`/api/quality/finding/list/${project(0)}?status=5`, 'qa')).json();
    expect(list.rows).toEqual([expect.objectContaining({ id: finding.id, evidence: [file.fileId] })]);

    // The finding's evidence by name, for the project's members only, and only through its project.
    const named = await t.get(`${BASE}/of/${project(0)}/${finding.id}`, 'qa');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toEqual([
      expect.objectContaining({
        fileId: file.fileId,
        name: '知情同意书.pdf',
        size: PDF.length,
        uploadedBy: 'coordinator',
      }),
    ]);
    expect((await t.get(`${BASE}/of/${project(1)}/${finding.id}`, 'coordinator')).statusCode).toBe(404);
    expect((await t.get(`${BASE}/of/${project(0)}/${finding.id}`, 'sysadmin')).statusCode).toBe(403);
  });
});
