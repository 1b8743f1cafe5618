import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryFileStore } from '../../modules/study';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { loadBinderDemo } from './demo-binder';
import { loadWorkflowDemo } from './demo-workflows';

let t: StaffTestApp;
const store = createMemoryFileStore();
beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadWorkflowDemo(t.db, t.clock());
  await loadBinderDemo(t.db, store, t.clock());
});
afterAll(async () => t.close());

async function protocolVersions(projectId: number) {
  const { id } = await t.db
    .selectFrom('docDocument')
    .select('id')
    .where('projectId', '=', projectId)
    .where('title', '=', '临床试验方案')
    .executeTakeFirstOrThrow();
  return (await t.get(`/api/doc/document/versions/${projectId}/${id}`, 'monitor')).json().data as {
    id: number;
    status: string;
  }[];
}
const signaturesOf = async (projectId: number, versionId: number) =>
  (await t.get(`/api/doc/signature/manifest/${projectId}/${versionId}`, 'monitor')).json().data.signatures as {
    signerName: string;
    meaning: string;
    state: string;
  }[];

describe('the demo binder with the review workflow', () => {
  it("has the first project's protocol amendment approved and signed by the investigator, v1 superseded", async () => {
    const [first, second] = (await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute()).map(
      (row) => row.id,
    );
    const [v2, v1] = await protocolVersions(first ?? 0);
    expect([v2?.status, v1?.status]).toEqual(['effective', 'superseded']);
    expect(await signaturesOf(first ?? 0, v2?.id ?? 0)).toEqual([
      expect.objectContaining({ signerName: 'Chen Lixin', meaning: 'reviewer-approves', state: 'valid' }),
    ]);
    expect((await auditRows(t.db, 'document.approve')).map((row) => row.actorName)).toEqual(['investigator']);
    // Elsewhere the amendment was filed as effective: no signatures.
    const [other] = await protocolVersions(second ?? 0);
    expect(other?.status).toBe('effective');
    expect(await signaturesOf(second ?? 0, other?.id ?? 0)).toEqual([]);
  });
});
