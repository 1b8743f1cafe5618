import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';
import { CHAIR, LETTER, chairSignature, decidedSubmission } from './letter-test-kit';

/** A letter's draft may be redrafted (new terms, next version) until the chair signs it; then never. */
let t: StaffTestApp;
let projectId = 0;
const store = createMemoryFileStore();

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  for (const credentials of (await loadEthicsDemo(t.db, t.clock())) ?? [])
    t.passwords.set(credentials.userName, credentials.password);
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

type Letter = { id: number; version: number; status: string; validityMonths: number; reviewFrequencyMonths: number };
const letterOf = async (submissionId: number) =>
  (await t.get(`${LETTER}/${submissionId}`, 'ethics')).json().data as Letter;

describe('redrafting a decision letter', () => {
  it('takes new terms at the current version, refuses a stale one, and refuses any change once signed', async () => {
    const submission = await decidedSubmission(t, projectId, 'initial', 'approve');
    const drafted = await t.post(`${LETTER}/draft`, { submissionId: submission.id }, 'ethics');
    expect(drafted.statusCode, drafted.body).toBe(200);
    const { id } = drafted.json().data as { id: number };
    expect(await letterOf(submission.id)).toMatchObject({
      id,
      version: 1,
      validityMonths: 12,
      reviewFrequencyMonths: 12,
    });

    const again = { submissionId: submission.id, id, validityMonths: 24, reviewFrequencyMonths: 6 };
    expect((await t.post(`${LETTER}/draft`, { submissionId: submission.id }, 'ethics')).statusCode).toBe(400);
    const redrafted = await t.post(`${LETTER}/draft`, { ...again, version: 1 }, 'ethics');
    expect(redrafted.json().data).toEqual({ id, version: 2 });
    expect(await letterOf(submission.id)).toMatchObject({ version: 2, validityMonths: 24, reviewFrequencyMonths: 6 });
    const stale = await t.post(`${LETTER}/draft`, { ...again, version: 1, validityMonths: 3 }, 'ethics');
    expect(stale.json().data).toEqual({ reason: 'stale_version' });
    expect(await letterOf(submission.id)).toMatchObject({ version: 2, validityMonths: 24 });
    const updates = await auditRows(t.db, 'ethicsLetter.update');
    expect(updates.map((row) => row.entityId)).toEqual([String(id)]);

    const signed = await t.post(`${LETTER}/sign`, { id, version: 2, signature: await chairSignature(t) }, CHAIR);
    expect(signed.statusCode, signed.body).toBe(200);
    const late = await t.post(`${LETTER}/draft`, { ...again, version: 3, validityMonths: 6 }, 'ethics');
    expect(late.statusCode).toBe(400);
    expect(await letterOf(submission.id)).toMatchObject({ status: 'signed', version: 3, validityMonths: 24 });
  });
});
