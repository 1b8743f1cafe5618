import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { createLeaseRepository, scheduledRun } from './job-lease';

describe('a scheduled job run', () => {
  it('logs a run that cannot reach the database instead of ending the process', async () => {
    const db = await openTestDatabase({ demo: false });
    // The database is gone, as the primary is until its standby is promoted.
    await db.destroy();
    const logged: { details: object; message: string }[] = [];
    let settled: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (settled = resolve));
    const tick = scheduledRun(
      'visit-reminders',
      () => createLeaseRepository(db).take('visit-reminders', 'instance-1', 0, 60_000),
      {
        error: (details, message) => {
          logged.push({ details, message });
          settled();
        },
      },
    );
    // A tick answers nothing: a rejection here would be unhandled and end the process.
    expect(tick()).toBeUndefined();
    await done;
    expect(logged.map((entry) => entry.message)).toEqual(['visit-reminders: the run could not start or finish']);
    expect((logged[0]?.details as { err?: unknown }).err).toBeInstanceOf(Error);
  });
});
