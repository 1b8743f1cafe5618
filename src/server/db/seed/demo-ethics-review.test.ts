import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { createMemoryFileStore } from '../../modules/study';
import { loadBinderDemo } from './demo-binder';
import { loadEthicsDemo } from './demo-ethics';

/** The demo review path: one submission in expedited review, one decided by it, a declared conflict. */
let t: StaffTestApp;
beforeAll(async () => {
  const store = createMemoryFileStore();
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  await loadEthicsDemo(t.db, t.clock());
});
afterAll(async () => t.close());

type State = {
  status: string;
  reviewers: { name: string; conflict: string | null; opinion: string | null; signatures: { state: string }[] }[];
};
const stateOf = async (type: string, status: string) => {
  const row = await t.db
    .selectFrom('ethicsSubmission')
    .select('id')
    .where('type', '=', type)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return (await t.get(`/api/ethic/review/state/${row.id}`, 'ethics')).json().data as State;
};

describe('the demo review path', () => {
  it('has an amendment in expedited review with one signed opinion, one pending and a declared conflict', async () => {
    const { reviewers } = await stateOf('amendment', 'expedited');
    expect(reviewers.map(({ name, conflict, opinion }) => ({ name, conflict, opinion }))).toEqual([
      { name: '李红', conflict: 'none', opinion: 'approve' },
      { name: '刘青', conflict: null, opinion: null },
      { name: '徐伟', conflict: 'declared', opinion: null },
    ]);
    expect(reviewers[0]?.signatures.map((signature) => signature.state)).toEqual(['valid']);
  });

  it('has a continuing review approved by expedited review, with its audit rows', async () => {
    const row = await t.db
      .selectFrom('ethicsSubmission')
      .selectAll()
      .where('status', '=', 'decided')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'continuing', decision: 'approve', decidedVia: 'expedited' });
    expect((await auditRows(t.db, 'ethicsReviewer.opinion')).length).toBe(3);
    expect((await auditRows(t.db, 'ethicsSubmission.decide')).map((audit) => audit.entityId)).toEqual([String(row.id)]);
  });
});
