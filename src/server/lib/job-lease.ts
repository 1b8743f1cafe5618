/**
 * All SQL of scheduled-job leases (table job_lease, migration 010), shared by the scheduled
 * jobs (HIS sync, visit reminders): one row per job naming the instance that holds it and
 * until when (epoch ms), with its last run and error, kept for ever. Taking a lease is one statement
 * (insert, or update only where the lease has expired), so of several instances at most
 * one gets it. Portable: SQLite 3.24+ and PostgreSQL both have ON CONFLICT ... DO UPDATE WHERE.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createLeaseRepository(db: Kysely<Database>) {
  return {
    /** true when `holder` now holds the lease until `until`. */
    async take(name: string, holder: string, now: number, until: number): Promise<boolean> {
      const row = await db
        .insertInto('jobLease')
        .values({ name, holder, expiresAt: until })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ holder, expiresAt: until }).where('jobLease.expiresAt', '<=', now),
        )
        .returning('holder')
        .executeTakeFirst();
      return row?.holder === holder;
    },

    /**
     * Records a finished run (its time and error, null when it went well). The lease is kept
     * until it expires, so another instance does not run the job again within the interval.
     */
    async recordRun(name: string, holder: string, ranAt: string, error: string | null): Promise<void> {
      await db
        .updateTable('jobLease')
        .set({ lastRunAt: ranAt, lastError: error })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },

    /**
     * Gives up every lease `holder` still holds (a stopping instance): another instance takes
     * the job at its next tick instead of waiting for the lease to run out. Answers how many.
     */
    async release(holder: string, now: number): Promise<number> {
      const result = await db
        .updateTable('jobLease')
        .set({ expiresAt: now })
        .where('holder', '=', holder)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Every job's row, for the administrators' job monitor. */
    async all() {
      return db
        .selectFrom('jobLease')
        .select(['name', 'holder', 'expiresAt', 'lastRunAt', 'lastError'])
        .orderBy('name')
        .execute();
    },

    async state(name: string) {
      return db
        .selectFrom('jobLease')
        .select(['holder', 'expiresAt', 'lastRunAt', 'lastError'])
        .where('name', '=', name)
        .executeTakeFirst();
    },
  };
}

/**
 * A schedule's tick that never rejects: a run that cannot even take or record its lease
 * (the database unreachable, as during a failover to a standby) is logged, never left to
 * end the process as an unhandled rejection; the next tick tries again.
 */
export function scheduledRun(
  job: string,
  run: () => Promise<unknown>,
  log?: { error: (details: object, message: string) => void },
): () => void {
  return () => {
    run().catch((error: unknown) => log?.error({ err: error }, `${job}: the run could not start or finish`));
  };
}
