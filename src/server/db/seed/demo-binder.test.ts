import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { createMemoryFileStore } from '../../modules/study';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { CV_EXPIRES_IN, GCP_EXPIRES_IN, loadBinderDemo } from './demo-binder';

let t: StaffTestApp;
const store = createMemoryFileStore();
beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
});
afterAll(async () => t.close());

type Doc = {
  id: number;
  title: string;
  current: { id: number; number: number; status: string; expiresOn: string | null };
  expiry: string | null;
};

async function documentsIn(projectId: number, code: string): Promise<Doc[]> {
  const folders = (await t.get(`/api/doc/folder/tree/${projectId}`, 'investigator')).json().data as {
    id: number;
    code: string;
  }[];
  const folderId = folders.find((folder) => folder.code === code)?.id;
  return (await t.get(`/api/doc/document/list/${projectId}?folderId=${folderId}`, 'investigator')).json().rows as Doc[];
}

describe('the demo binder', () => {
  it('files a two-version protocol, a CV and a GCP certificate near or past expiry on the six demo projects, once', async () => {
    expect(await loadBinderDemo(t.db, store, t.clock())).toBe(true);
    const today = hospitalDay(t.clock());
    const projects = (await t.db.selectFrom('project').select('id').orderBy('id').execute()).map((row) => row.id);
    // Every project has its folders.
    const withFolders = await t.db.selectFrom('docFolder').select('projectId').distinct().execute();
    expect(withFolders).toHaveLength(projects.length);
    for (const [index, projectId] of projects.slice(0, 6).entries()) {
      const [protocol] = await documentsIn(projectId, '01');
      expect(protocol?.current).toMatchObject({ number: 2, status: 'effective' });
      const versions = (await t.get(`/api/doc/document/versions/${projectId}/${protocol?.id}`, 'investigator')).json()
        .data as { number: number; status: string; id: number }[];
      expect(versions.map((version) => version.status)).toEqual(['effective', 'superseded']);
      // The bytes are in the store: the superseded version downloads as a PDF.
      const v1 = await t.get(`/api/doc/document/download/${projectId}/${versions[1]?.id}`, 'investigator');
      expect(v1.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [cv, ...others] = await documentsIn(projectId, '06.01');
      expect(others).toHaveLength(0);
      expect(cv?.current.expiresOn).toBe(addDays(today, CV_EXPIRES_IN[index] ?? 430));
      const [gcp] = await documentsIn(projectId, '06.02');
      expect(gcp?.current.expiresOn).toBe(addDays(today, GCP_EXPIRES_IN[index] ?? 365));
    }
    // Due within two weeks on the first project, expired on the second (GCP) and third (CV).
    expect((await documentsIn(projects[0] ?? 0, '06.02'))[0]?.expiry).toBe('due');
    expect((await documentsIn(projects[1] ?? 0, '06.02'))[0]?.expiry).toBe('expired');
    expect((await documentsIn(projects[2] ?? 0, '06.01'))[0]?.expiry).toBe('expired');
    const filed = await t.db.selectFrom('docDocument').select('projectId').distinct().execute();
    expect(filed.map((row) => row.projectId).sort((a, b) => a - b)).toEqual(projects.slice(0, 6));
    expect(await loadBinderDemo(t.db, store, t.clock())).toBe(false);
  });
});
