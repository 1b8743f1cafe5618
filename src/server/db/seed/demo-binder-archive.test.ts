import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryFileStore } from '../../modules/study';
import { verifyArchivePackage } from '../../modules/documents/archive/verify';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadBinderDemo } from './demo-binder';
import { ARCHIVED_DEMO_PROJECT, loadBinderArchiveDemo } from './demo-binder-archive';

let t: StaffTestApp;
const store = createMemoryFileStore();
beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
});
afterAll(async () => t.close());

describe('the demo archived binder', () => {
  it('terminates the sixth demo project and archives its binder, signed by the investigator, once', async () => {
    await loadBinderDemo(t.db, store, t.clock());
    expect(await loadBinderArchiveDemo(t.db, t.clock())).toBe(true);
    const projects = await t.db.selectFrom('project').select(['id', 'status']).orderBy('id').execute();
    const closed = projects[ARCHIVED_DEMO_PROJECT];
    expect(closed?.status).toBe('terminated');
    const list = (await t.get(`/api/doc/archive/list/${closed?.id}`, 'investigator')).json().data as {
      archived: boolean;
      archives: {
        id: number;
        indexHash: string;
        archiveType: string;
        signatures: { state: string; signerName: string }[];
      }[];
    };
    expect(list.archived).toBe(true);
    const [archive] = list.archives;
    expect(archive).toMatchObject({
      archiveType: 'terminated',
      signatures: [{ state: 'valid', signerName: 'Chen Lixin' }],
    });
    const zip = await t.get(`/api/doc/archive/export/${closed?.id}/${archive?.id}`, 'investigator');
    const result = await verifyArchivePackage(zip.rawPayload, archive?.indexHash);
    expect(result.ok).toBe(true);
    expect(result.checked).toHaveLength(4);
    expect(await loadBinderArchiveDemo(t.db, t.clock())).toBe(false);
  });
});
