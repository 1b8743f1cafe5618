import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** The preview (FilePreviewWrapper): PDFs and images inline, never cached, under a strict CSP, each preview audited. */

let t: StaffTestApp;
/** The coordinator's project (position 0) and one they are not on (position 3). */
let projectId = 0;
let otherProjectId = 0;
const store = createMemoryFileStore();
const BASE = '/api/doc';

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

describe('preview', () => {
  it('serves a PDF inline, never cached, under its own CSP, and audits the preview apart from downloads', async () => {
    const version = await t.db
      .selectFrom('docDocumentVersion as v')
      .innerJoin('docDocument as d', 'd.id', 'v.documentId')
      .innerJoin('storedFile as s', 's.id', 'v.fileId')
      .select(['v.id', 'v.documentId', 'v.number', 's.hash'])
      .where('d.projectId', '=', projectId)
      .where('d.kind', '=', 'cv')
      .executeTakeFirstOrThrow();
    const views = (await auditRows(t.db, 'document.view')).length;
    const response = await t.get(`${BASE}/document/preview/${projectId}/${version.id}`, 'monitor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await auditRows(t.db, 'document.preview'))[0]).toMatchObject({
      actorName: 'monitor',
      entity: 'doc_document',
      entityId: String(version.documentId),
      after: { versionId: version.id, number: version.number, checksum: version.hash },
    });
    expect(await auditRows(t.db, 'document.view')).toHaveLength(views);
    // Another project's reader gets nothing, not even through their own project.
    expect((await t.get(`${BASE}/document/preview/${otherProjectId}/${version.id}`, 'coordinator')).statusCode).toBe(
      403,
    );
    expect((await t.get(`${BASE}/document/preview/${otherProjectId}/${version.id}`, 'investigator')).statusCode).toBe(
      404,
    );
  });

  it('does not preview an Office file (download it instead)', async () => {
    const [, , third] = await t.db.selectFrom('project').select('id').orderBy('id').execute();
    const folder = await t.db
      .selectFrom('docFolder')
      .select('id')
      .where('projectId', '=', third?.id ?? 0)
      .where('code', '=', '12')
      .executeTakeFirstOrThrow();
    // A minimal ZIP container with a .docx name passes the signature check.
    const docx = await new JSZip().file('word/document.xml', '<w:document/>').generateAsync({ type: 'nodebuffer' });
    const created = await t.app.inject({
      method: 'POST',
      url: `${BASE}/document/upload/${third?.id}?${new URLSearchParams({ folderId: String(folder.id), title: 'Letter', kind: 'correspondence', name: 'letter.docx', status: 'draft' }).toString()}`,
      headers: {
        [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
        'content-type': 'application/octet-stream',
        cookie: await t.cookieOf('coordinator'),
      },
      payload: docx,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { versionId } = created.json().data as { versionId: number };
    const preview = await t.get(`${BASE}/document/preview/${third?.id}/${versionId}`, 'coordinator');
    expect(preview.statusCode).toBe(400);
  });
});
