import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { demoPdf, loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';
import type { ArchiveIndex } from './package-format';
import { verifyArchivePackage } from './verify';

/** Archiving a closed project's binder: signed, read-only while archived, exported as a zip that verifies offline. */

let t: StaffTestApp;
/** The coordinator's project (position 0), one of theirs they are not on (3), one the investigator is not on (7). */
let projectId = 0;
let otherProjectId = 0;
let foreignProjectId = 0;
let draftVersionId = 0;
const store = createMemoryFileStore();
const BASE = '/api/doc';

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
  foreignProjectId = projects[7]?.id ?? 0;
  // The administrator 'sysadmin' joins the project with the administrator's role (cancelling is theirs).
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf('sysadmin'), projectId, roleId: role.id })
    .execute();
});
afterAll(async () => t.close());

type Archive = {
  id: number;
  status: string;
  archiveType: string;
  indexHash: string;
  fileCount: number;
  version: number;
  cancelReason: string | null;
  signatures: { signerName: string; meaning: string; state: string }[];
};
type Listing = { closed: boolean; archived: boolean; archives: Archive[] };

const listing = async (as = 'monitor') => (await t.get(`${BASE}/archive/list/${projectId}`, as)).json().data as Listing;

async function archive(
  as: string,
  meaning: 'binder-archives' | 'binder-unarchives' = 'binder-archives',
  project = projectId,
) {
  const signature = { ...(await signatureOf(t, as)), meaning };
  return t.post(`${BASE}/archive/create`, { projectId: project, archiveType: 'terminated', note: null, signature }, as);
}

async function cancel(as: string, body: { id: number; version: number; reason: string }) {
  const signature = { ...(await signatureOf(t, as)), meaning: 'binder-unarchives' as const };
  return t.post(`${BASE}/archive/cancel`, { projectId, ...body, signature }, as);
}

async function upload(url: string, query: Record<string, string | number>, data: Buffer, as = 'coordinator') {
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

async function folderId(code: string) {
  const folder = await t.db
    .selectFrom('docFolder')
    .select('id')
    .where('projectId', '=', projectId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return folder.id;
}

const newDocument = async (title: string) =>
  upload(
    `${BASE}/document/upload/${projectId}`,
    { folderId: await folderId('12'), title, kind: 'correspondence', name: `${title}.pdf`, status: 'draft' },
    demoPdf([title]),
  );

async function exportZip(id: number, as = 'monitor', project = projectId) {
  return t.get(`${BASE}/archive/export/${project}/${id}`, as);
}

describe('archiving the binder', () => {
  it('is refused while the project is open, and to callers without the permission or the project', async () => {
    const draft = await newDocument('closing-letter');
    expect(draft.statusCode, draft.body).toBe(200);
    draftVersionId = (draft.json().data as { versionId: number }).versionId;

    const open = await archive('investigator');
    expect(open.statusCode).toBe(400);
    expect(open.json().msg).toMatch(/尚未结束|not closed/);
    expect((await listing()).closed).toBe(false);
    // The coordinator files documents but does not archive; the investigator is not on project 8.
    expect((await archive('coordinator')).statusCode).toBe(403);
    expect((await archive('investigator', 'binder-archives', foreignProjectId)).statusCode).toBe(403);
    expect(await t.db.selectFrom('docArchive').select('id').execute()).toEqual([]);
  });

  it("archives a terminated project's binder, signed, with its index hash, and audits it", async () => {
    const project = await t.db
      .selectFrom('project')
      .select('version')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    const terminated = await t.post(
      '/api/bus/project/term',
      { projectId, version: project.version, reason: '申办方提前终止' },
      'investigator',
    );
    expect(terminated.statusCode, terminated.body).toBe(200);
    // The signature's meaning must be archiving's.
    const wrongMeaning = await archive('investigator', 'binder-unarchives');
    expect(wrongMeaning.statusCode).toBe(400);
    expect(wrongMeaning.json()).toMatchObject({ field: 'signature' });

    const archived = await archive('investigator');
    expect(archived.statusCode, archived.body).toBe(200);
    const { id, indexHash, fileCount } = archived.json().data as { id: number; indexHash: string; fileCount: number };
    expect(indexHash).toMatch(/^[0-9a-f]{64}$/);
    // The demo's protocol (two versions), CV and GCP certificate, and the draft letter.
    expect(fileCount).toBe(5);
    const list = await listing();
    expect(list).toMatchObject({ closed: true, archived: true });
    expect(list.archives[0]).toMatchObject({
      id,
      status: 'archived',
      archiveType: 'terminated',
      indexHash,
      signatures: [{ signerName: 'Chen Lixin', meaning: 'binder-archives', state: 'valid' }],
    });
    expect((await auditRows(t.db, 'docArchive.archive'))[0]).toMatchObject({
      actorName: 'investigator',
      entity: 'doc_archive',
      entityId: String(id),
      after: { indexHash, fileCount: 5 },
    });
    expect((await auditRows(t.db, 'signature.sign'))[0]).toMatchObject({ entity: 'doc_archive', entityId: String(id) });
    // Archived once: a second archive is refused.
    expect((await archive('investigator')).statusCode).toBe(400);
  });

  it('refuses every write to the archived binder with a clear error, writing nothing', async () => {
    const before = (await t.db.selectFrom('docDocumentVersion').select('id').execute()).length;
    const created = await newDocument('late-letter');
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ isOk: false, data: { reason: 'binder_archived' } });
    expect(created.json().msg).toContain('已归档');
    const protocol = await t.db
      .selectFrom('docDocument')
      .select(['id', 'version'])
      .where('projectId', '=', projectId)
      .where('kind', '=', 'protocol')
      .executeTakeFirstOrThrow();
    const revised = await upload(
      `${BASE}/document/version/upload/${projectId}`,
      { documentId: protocol.id, version: protocol.version, name: 'protocol-v3.pdf', status: 'draft' },
      demoPdf(['v3']),
    );
    expect(revised.statusCode).toBe(409);
    // Deleting the draft or submitting it for review.
    for (const move of ['delete', 'submit']) {
      const draft = { projectId, id: draftVersionId, version: 1 };
      expect((await t.post(`${BASE}/document/version/${move}`, draft, 'coordinator')).statusCode, move).toBe(409);
    }
    const folder = await t.post(
      `${BASE}/folder/add`,
      { projectId, parentId: null, name: '其他', nameEn: null, allowedKinds: ['pdf'] },
      'investigator',
    );
    expect(folder.statusCode).toBe(409);
    expect((await t.db.selectFrom('docDocumentVersion').select('id').execute()).length).toBe(before);
    // Reading goes on.
    expect((await t.get(`${BASE}/folder/tree/${projectId}`, 'monitor')).statusCode).toBe(200);
  });

  it('exports a zip whose index and files verify offline, and fails after one changed byte', async () => {
    const [current] = (await listing()).archives;
    const response = await exportZip(current?.id ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain('attachment');
    const zipBytes = response.rawPayload;
    const result = await verifyArchivePackage(zipBytes, current?.indexHash);
    expect(result).toMatchObject({ ok: true, indexHash: current?.indexHash, problems: [] });
    expect(result.checked).toHaveLength(5);

    const zip = await JSZip.loadAsync(zipBytes);
    const index = JSON.parse((await zip.file('index.json')?.async('string')) ?? '{}') as ArchiveIndex;
    const protocol = index.documents.find((document) => document.kind === 'protocol');
    expect(protocol?.versions.map((version) => [version.number, version.status])).toEqual([
      [1, 'superseded'],
      [2, 'effective'],
    ]);
    expect(protocol?.versions[0]).toMatchObject({
      uploaderName: 'coordinator',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(index.folders.map((folder) => folder.code)).toContain('06.02');
    expect((await auditRows(t.db, 'docArchive.export'))[0]).toMatchObject({
      actorName: 'monitor',
      entityId: String(current?.id),
      after: { indexHash: current?.indexHash, fileCount: 5 },
    });

    // One byte of one file changed: verify names that file.
    const path = protocol?.versions[1]?.path ?? '';
    const bytes = Buffer.from((await zip.file(path)?.async('nodebuffer')) ?? Buffer.alloc(0));
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0x01;
    zip.file(path, bytes);
    const tampered = await zip.generateAsync({ type: 'nodebuffer' });
    const broken = await verifyArchivePackage(tampered);
    expect(broken.ok).toBe(false);
    expect(broken.problems[0]).toContain(path);
    // A changed index no longer matches its hash.
    const reindexed = await JSZip.loadAsync(zipBytes);
    reindexed.file(
      'index.json',
      (await reindexed.file('index.json')?.async('string'))?.replace('"terminated"', '"completed"') ?? '',
    );
    const badIndex = await verifyArchivePackage(await reindexed.generateAsync({ type: 'nodebuffer' }));
    expect(badIndex.problems[0]).toMatch(/^index\.json: SHA-256/);
  });

  it("keeps other projects' archives out", async () => {
    const [current] = (await listing()).archives;
    // The coordinator is not on project 4; through it the archive is not there for the investigator.
    expect((await t.get(`${BASE}/archive/list/${otherProjectId}`, 'coordinator')).statusCode).toBe(403);
    expect((await exportZip(current?.id ?? 0, 'coordinator', otherProjectId)).statusCode).toBe(403);
    expect((await exportZip(current?.id ?? 0, 'investigator', otherProjectId)).statusCode).toBe(404);
    expect((await t.get(`${BASE}/archive/export/${projectId}/${current?.id}`)).statusCode).toBe(401);
  });

  it('cancels the archive signed by the administrator with a reason; the binder is writable again, the history stays', async () => {
    const [current] = (await listing()).archives;
    const ref = { id: current?.id ?? 0, version: current?.version ?? 0, reason: '归档后发现缺少结题报告，需补充' };
    // Only the administrator cancels.
    expect((await cancel('investigator', ref)).statusCode).toBe(403);
    const noReason = await t.post(
      `${BASE}/archive/cancel`,
      {
        projectId,
        ...ref,
        reason: ' ',
        signature: { ...(await signatureOf(t, 'sysadmin')), meaning: 'binder-unarchives' },
      },
      'sysadmin',
    );
    expect(noReason.statusCode).toBe(400);
    const cancelled = await cancel('sysadmin', ref);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await auditRows(t.db, 'docArchive.cancel'))[0]).toMatchObject({
      actorName: 'sysadmin',
      entityId: String(ref.id),
      reason: ref.reason,
      after: { status: 'cancelled' },
    });
    const list = await listing();
    expect(list.archived).toBe(false);
    expect(list.archives[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: ref.reason,
      signatures: [
        { meaning: 'binder-archives', state: 'superseded' },
        { meaning: 'binder-unarchives', state: 'valid', signerName: 'Zhou Min' },
      ],
    });
    // A stale or repeated cancel is refused.
    expect((await cancel('sysadmin', ref)).statusCode).toBe(400);
    expect((await newDocument('final-report')).statusCode).toBe(200);
    // Archived again: a second row, the first stays listed.
    expect((await archive('investigator')).statusCode).toBe(200);
    expect((await listing()).archives.map((row) => row.status)).toEqual(['archived', 'cancelled']);
  });
});
