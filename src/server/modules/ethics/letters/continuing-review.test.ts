import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../shared/domain/hospital-clock';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { loadEthicsDemo } from '../../../db/seed/demo-ethics';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';
import { ISSUE, decidedSubmission, signedLetter } from './letter-test-kit';

/** Continuing review: due from the approval and its frequency, on the team's inbox from 30 days before. */
let t: StaffTestApp;
let projectId = 0;
const store = createMemoryFileStore();
/** 2026-01-05 10:00 in the hospital's zone. */
const start = Date.UTC(2026, 0, 5, 2, 0, 0);

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  for (const credentials of (await loadEthicsDemo(t.db, t.clock())) ?? [])
    t.passwords.set(credentials.userName, credentials.password);
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

type Task = { key: string; projectId: number; dueLabel: string | null; overdue: boolean; dueState: string | null };
async function reviewTasks(as = 'coordinator') {
  const response = await t.get('/api/trial/task/inbox?kind=ethicsContinuingReview&limit=50', as);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { rows: Task[]; counts: { ethicsContinuingReview: number } };
  expect(data.counts.ethicsContinuingReview).toBe(data.rows.length);
  return data.rows.filter((task) => task.projectId === projectId);
}
const atDay = (days: number) => t.clock.set(start + days * DAY_MS);

describe('continuing review', () => {
  it('is due the frequency after the approval, shows from 30 days before, turns overdue, and moves on with the next approval', async () => {
    t.clock.set(start);
    const initial = await decidedSubmission(t, projectId, 'initial', 'approve');
    await signedLetter(t, initial.id, { reviewFrequencyMonths: 3 });
    // Due 2026-04-05: 90 days after 2026-01-05. 30 days before is 2026-03-06 (day 60).
    atDay(59);
    expect(await reviewTasks()).toEqual([]);
    atDay(60);
    expect(await reviewTasks()).toEqual([
      expect.objectContaining({ dueLabel: '2026-04-05', overdue: false, dueState: 'open' }),
    ]);
    const status = (await t.get(`${ISSUE}/approval/${projectId}`, 'coordinator')).json().data;
    expect(status).toMatchObject({ nextReviewDue: '2026-04-05', reviewDueState: 'dueSoon' });
    // The monitor, who does not submit, has no such task; nor does the workbench count it for them.
    expect(await reviewTasks('monitor')).toEqual([]);
    atDay(91);
    expect(await reviewTasks()).toEqual([expect.objectContaining({ overdue: true })]);
    expect((await t.get(`${ISSUE}/approval/${projectId}`, 'coordinator')).json().data.reviewDueState).toBe('overdue');

    const continuing = await decidedSubmission(t, projectId, 'continuing', 'approve');
    await signedLetter(t, continuing.id, { reviewFrequencyMonths: 6 });
    expect(await reviewTasks()).toEqual([]);
    expect((await t.get(`${ISSUE}/approval/${projectId}`, 'coordinator')).json().data).toMatchObject({
      nextReviewDue: '2026-10-06',
      reviewDueState: 'notDue',
    });
  });
});
