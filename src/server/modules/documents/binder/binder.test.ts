import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf, loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** The study binder: folders from the template, documents with versions that never overwrite, audited views. */
let t: StaffTestApp;
/** The coordinator's project (position 0) and one they are not on (position 3). */
let projectId = 0;
let otherProjectId = 0;
const BASE = '/api/doc';
const store = createMemoryFileStore();

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

type Folder = { id: number; code: string; parentId: number | null; allowedKinds: string[]; documentCount: number };
type Version = { id: number; number: number; status: string; checksum: string; version: number; fileName: string };
type Doc = { id: number; title: string; version: number; versionCount: number; current: Version };

async function folders(project = projectId, as = 'coordinator') {
  return (await t.get(`${BASE}/folder/tree/${project}`, as)).json().data as Folder[];
}
const folderId = async (code: string) => (await folders()).find((folder) => folder.code === code)?.id ?? 0;

async function send(url: string, query: Record<string, string | number>, data: Buffer, as: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({
    method: 'POST',
    url: `${url}?${search.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: data,
  });
}
const versions = async (documentId: number, project = projectId) =>
  (await t.get(`${BASE}/document/versions/${project}/${documentId}`, 'monitor')).json().data as Version[];
const rowCounts = async () => ({
  documents: (await t.db.selectFrom('docDocument').select('id').execute()).length,
  versions: (await t.db.selectFrom('docDocumentVersion').select('id').execute()).length,
  files: (await t.db.selectFrom('storedFile').select('id').execute()).length,
});

describe('binder folders', () => {
  it("gives each project the published template's folder tree with document counts, and adds folders", async () => {
    const tree = await folders();
    expect(tree.map((folder) => folder.code)).toContain('06.02');
    const parent = tree.find((folder) => folder.code === '06');
    expect(tree.find((folder) => folder.code === '06.02')?.parentId).toBe(parent?.id);
    // The demo filed the protocol (two versions, one document) in '01'.
    expect(tree.find((folder) => folder.code === '01')).toMatchObject({
      documentCount: 1,
      allowedKinds: ['pdf', 'office'],
    });

    const added = await t.post(
      `${BASE}/folder/add`,
      { projectId, parentId: parent?.id, name: '研究护士资质', nameEn: 'Study nurses', allowedKinds: ['pdf'] },
      'investigator',
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.code).toBe('06.03');
    // The coordinator files documents but does not add folders.
    const refused = await t.post(
      `${BASE}/folder/add`,
      { projectId, parentId: null, name: '其他', nameEn: null, allowedKinds: ['pdf'] },
      'coordinator',
    );
    expect(refused.statusCode).toBe(403);
  });

  it('gives a project created afterwards its folders from the published template', async () => {
    const created = await t.post(
      '/api/bus/project/create',
      { name: '新建项目的研究文件夹', recruitStatus: 'zmz', deptId: 1001 },
      'investigator',
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json().data as { id: number }).id;
    expect((await folders(id, 'investigator')).map((folder) => folder.code)).toContain('12');
  });
});

describe('documents and versions', () => {
  it('keeps every version: a new effective one supersedes the old, which stays readable', async () => {
    const folder = await folderId('01');
    const list = await t.get(`${BASE}/document/list/${projectId}?folderId=${folder}`, 'monitor');
    expect(list.statusCode, list.body).toBe(200);
    const [protocol] = list.json().rows as Doc[];
    expect(protocol).toMatchObject({
      title: '临床试验方案',
      versionCount: 2,
      current: { number: 2, status: 'effective' },
    });
    const [v2, v1] = await versions(protocol?.id ?? 0);
    expect(v1).toMatchObject({ number: 1, status: 'superseded' });

    const v3Bytes = demoPdf(['Protocol', 'Version 3.0']);
    const uploaded = await send(
      `${BASE}/document/version/upload/${projectId}`,
      {
        documentId: protocol?.id ?? 0,
        version: protocol?.version ?? 0,
        name: 'protocol-v3.0.pdf',
        status: 'effective',
        effectiveOn: '2026-01-04',
      },
      v3Bytes,
      'coordinator',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({ number: 3 });
    const after = await versions(protocol?.id ?? 0);
    expect(after.map((version) => [version.number, version.status])).toEqual([
      [3, 'effective'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
    // Nothing overwritten: each version keeps its own bytes, the superseded ones still download.
    expect(after[0]?.checksum).toBe(createHash('sha256').update(v3Bytes).digest('hex'));
    expect(after[1]?.checksum).toBe(v2?.checksum);
    const old = await t.get(`${BASE}/document/download/${projectId}/${v1?.id}`, 'monitor');
    expect(old.statusCode).toBe(200);
    expect(createHash('sha256').update(old.rawPayload).digest('hex')).toBe(v1?.checksum);
    expect(old.headers['cache-control']).toBe('private, no-store');
    expect(old.headers['content-disposition']).toContain('attachment');
    // The view is audited with who read which version.
    expect((await auditRows(t.db, 'document.view'))[0]).toMatchObject({
      actorName: 'monitor',
      entity: 'doc_document',
      entityId: String(protocol?.id),
      after: { versionId: v1?.id, number: 1 },
    });
    expect((await auditRows(t.db, 'document.revise'))[0]).toMatchObject({
      actorName: 'coordinator',
      after: { number: 3, status: 'effective', superseded: [2] },
    });
    // A stale document version is refused.
    const stale = await send(
      `${BASE}/document/version/upload/${projectId}`,
      { documentId: protocol?.id ?? 0, version: protocol?.version ?? 0, name: 'protocol-v4.pdf', status: 'draft' },
      demoPdf(['v4']),
      'coordinator',
    );
    expect(stale.statusCode).toBe(400);
  });

  it('files a new document as a draft and deletes only drafts, the document with its only draft', async () => {
    const folder = await folderId('07');
    const created = await send(
      `${BASE}/document/upload/${projectId}`,
      { folderId: folder, title: '启动会培训记录', kind: 'trainingRecord', name: '培训记录.pdf', status: 'draft' },
      demoPdf(['Training record']),
      'coordinator',
    );
    expect(created.statusCode, created.body).toBe(200);
    const { documentId, versionId } = created.json().data as { documentId: number; versionId: number };
    expect((await auditRows(t.db, 'document.upload'))[0]).toMatchObject({
      actorName: 'coordinator',
      entityId: String(documentId),
      after: { title: '启动会培训记录', status: 'draft', number: 1 },
    });

    const [cvDoc] = (
      await t.get(`${BASE}/document/list/${projectId}?folderId=${await folderId('06.01')}`, 'monitor')
    ).json().rows as Doc[];
    const effective = await t.post(
      `${BASE}/document/version/delete`,
      { projectId, id: cvDoc?.current.id, version: cvDoc?.current.version },
      'coordinator',
    );
    expect(effective.statusCode).toBe(400);
    expect(await versions(cvDoc?.id ?? 0)).toHaveLength(1);
    // The monitor reads but deletes nothing.
    const [draft] = await versions(documentId);
    expect(
      (
        await t.post(
          `${BASE}/document/version/delete`,
          { projectId, id: versionId, version: draft?.version },
          'monitor',
        )
      ).statusCode,
    ).toBe(403);
    const deleted = await t.post(
      `${BASE}/document/version/delete`,
      { projectId, id: versionId, version: draft?.version },
      'coordinator',
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ documentDeleted: true });
    expect(await t.db.selectFrom('docDocument').select('id').where('id', '=', documentId).execute()).toEqual([]);
    expect((await auditRows(t.db, 'document.delete'))[0]).toMatchObject({
      actorName: 'coordinator',
      entityId: String(documentId),
      before: { number: 1, status: 'draft' },
      after: { documentDeleted: true },
    });
  });

  it('refuses a type the folder does not allow, a bad signature and missing dates, writing nothing', async () => {
    const before = await rowCounts();
    const gcp = await folderId('06.02');
    const docx = await send(
      `${BASE}/document/upload/${projectId}`,
      { folderId: gcp, title: 'GCP', kind: 'gcpCertificate', name: 'gcp.docx', status: 'draft' },
      Buffer.from('504b030414000000', 'hex'),
      'coordinator',
    );
    expect(docx.statusCode).toBe(400);
    expect(docx.json()).toMatchObject({ isOk: false, field: 'file' });
    const exe = await send(
      `${BASE}/document/upload/${projectId}`,
      { folderId: gcp, title: 'GCP', kind: 'gcpCertificate', name: 'gcp.exe', status: 'draft' },
      Buffer.from('MZ'),
      'coordinator',
    );
    expect(exe.statusCode).toBe(400);
    const fake = await send(
      `${BASE}/document/upload/${projectId}`,
      { folderId: gcp, title: 'GCP', kind: 'gcpCertificate', name: 'gcp.pdf', status: 'draft' },
      Buffer.from('not a pdf'),
      'coordinator',
    );
    expect(fake.statusCode).toBe(400);
    const noDate = await send(
      `${BASE}/document/upload/${projectId}`,
      { folderId: gcp, title: 'GCP', kind: 'gcpCertificate', name: 'gcp.pdf', status: 'effective' },
      demoPdf(['GCP']),
      'coordinator',
    );
    expect(noDate.json()).toMatchObject({ field: 'effectiveOn' });
    const protocolExpiry = await send(
      `${BASE}/document/upload/${projectId}`,
      {
        folderId: await folderId('01'),
        title: 'P',
        kind: 'protocol',
        name: 'p.pdf',
        status: 'draft',
        expiresOn: '2027-01-01',
      },
      demoPdf(['P']),
      'coordinator',
    );
    expect(protocolExpiry.json()).toMatchObject({ field: 'expiresOn' });
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps other projects' documents out: 403 without the project, 404 through another project", async () => {
    const [protocol] = (
      await t.get(`${BASE}/document/list/${projectId}?folderId=${await folderId('01')}`, 'monitor')
    ).json().rows as Doc[];
    const versionId = protocol?.current.id ?? 0;
    // The coordinator is not on the other project.
    expect((await t.get(`${BASE}/folder/tree/${otherProjectId}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/document/download/${otherProjectId}/${versionId}`, 'coordinator')).statusCode).toBe(
      403,
    );
    // The investigator is on both: through the other project the version is not there.
    expect((await t.get(`${BASE}/document/download/${otherProjectId}/${versionId}`, 'investigator')).statusCode).toBe(
      404,
    );
    expect(
      (await t.get(`${BASE}/document/versions/${otherProjectId}/${protocol?.id}`, 'investigator')).statusCode,
    ).toBe(404);
    const upload = await send(
      `${BASE}/document/version/upload/${otherProjectId}`,
      { documentId: protocol?.id ?? 0, version: protocol?.version ?? 0, name: 'x.pdf', status: 'draft' },
      demoPdf(['x']),
      'investigator',
    );
    expect(upload.statusCode).toBe(404);
    // Without a session nothing is read.
    expect((await t.get(`${BASE}/document/download/${projectId}/${versionId}`)).statusCode).toBe(401);
  });
});
