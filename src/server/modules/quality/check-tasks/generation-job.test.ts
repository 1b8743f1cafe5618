import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { DAY_MS, checkpoint, project, publishPlan, startQualityTestApp, tasks } from '../quality-test-kit';
import { QC_TASK_JOB, runQcTaskGenerationOnce } from './generation-job';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startQualityTestApp();
});
afterAll(async () => t.close());

const run = (holder: string) => runQcTaskGenerationOnce({ db: t.db, clock: t.clock, intervalMinutes: 10, holder });
/** The second demo project has no enrolled subject: its first enrolment is the node. */
const enrolFirst = async (day: string) => {
  const subject = await t.db
    .selectFrom('trialSubject')
    .select('id')
    .where('projectId', '=', project(1))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('trialSubject').set({ enrolledDate: day }).where('id', '=', subject.id).execute();
};

describe('the scheduled QC task generation', () => {
  it('generates a task once its node is reached, once however often it runs, audited as the system', async () => {
    const published = await publishPlan(1, [
      checkpoint('first', { sampleSize: 1 }),
      checkpoint('dated', { node: 'date', date: '2026-01-08', dueDays: 3 }),
    ]);
    expect(published.generated).toBe(0);

    expect(await run('a')).toEqual({ outcome: 'ran', created: 0 });
    expect((await tasks(1)).total).toBe(0);

    await enrolFirst('2026-01-06');
    t.clock.advance(DAY_MS);
    expect(await run('b')).toEqual({ outcome: 'ran', created: 1 });
    // Another instance within the interval finds the lease taken.
    expect(await run('a')).toEqual({ outcome: 'busy', created: 0 });
    expect((await tasks(1)).rows).toEqual([
      expect.objectContaining({
        checkpointKey: 'first',
        node: 'firstSubject',
        reachedOn: '2026-01-06',
        sampleCount: 1,
      }),
    ]);
    t.clock.advance(10 * 60_000);
    expect(await run('a')).toEqual({ outcome: 'ran', created: 0 });
    expect((await tasks(1)).total).toBe(1);

    t.clock.advance(2 * DAY_MS);
    expect(await run('a')).toEqual({ outcome: 'ran', created: 1 });
    t.clock.advance(10 * 60_000);
    expect(await run('b')).toEqual({ outcome: 'ran', created: 0 });
    const rows = (await tasks(1)).rows;
    expect(rows.map((row) => [row.checkpointKey, row.dueDate]).sort()).toEqual([
      ['dated', '2026-01-11'],
      ['first', '2026-01-13'],
    ]);

    const batches = (await auditRows(t.db, 'qcTask.generate')).filter((row) => row.entity === 'project');
    expect(batches.map((row) => [row.entityId, row.actorName, row.actorId, row.after?.checkpointKeys])).toEqual([
      [String(project(1)), 'system', null, ['dated']],
      [String(project(1)), 'system', null, ['first']],
    ]);
    expect(batches[1]?.after).toMatchObject({
      planId: published.id,
      taskIds: [rows.find((r) => r.checkpointKey === 'first')?.id],
    });
    const perTask = (await auditRows(t.db, 'qcTask.generate')).filter(
      (row) => row.entity === 'quality_check_task' && row.after?.planId === published.id,
    );
    expect(perTask.map((row) => [row.after?.checkpointKey, row.actorName])).toEqual([
      ['dated', 'system'],
      ['first', 'system'],
    ]);
    const lease = await t.db.selectFrom('jobLease').selectAll().where('name', '=', QC_TASK_JOB).executeTakeFirst();
    expect(lease).toMatchObject({ holder: 'b', lastError: null });
  });
});
