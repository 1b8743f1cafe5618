/**
 * Keeps the portal's promise to call-back leads (recruit-lead.ts): a candidate who came from
 * the public self-check (source 3) and did not become a trial subject is deleted, with their
 * contacts, once LEAD_RETENTION_DAYS have passed since they left their details. A lead
 * merged into a hospital record (same phone as an existing candidate) follows that record's
 * retention instead. Runs once a day on one instance (job lease 'lead-retention'); each run
 * is one transaction with one audit row per project naming the deleted ids only.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { createLeaseRepository, scheduledRun } from '../../../lib/job-lease';
import { auditActor, isoTime, processActor } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { LEAD_RETENTION_DAYS } from './recruit-lead';
import { createLeadRepository } from './lead-repository';

export const LEAD_RETENTION_JOB = 'lead-retention';

/** Deletes the leads kept past their retention; answers how many. */
export async function purgeExpiredLeads(db: Db, at: number): Promise<number> {
  const cutoff = isoTime(at - LEAD_RETENTION_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const repo = createLeadRepository(trx);
    const expired = await repo.expiredLeads(cutoff);
    if (expired.length === 0) return 0;
    await repo.deleteLeads(expired.map((lead) => lead.id));
    const byProject = new Map<number, number[]>();
    for (const { id, projectId } of expired) byProject.set(projectId, [...(byProject.get(projectId) ?? []), id]);
    for (const [projectId, ids] of byProject) {
      await appendAudit(trx, {
        ...auditActor(processActor('system', at)),
        action: 'patient.purge',
        entity: 'project',
        entityId: projectId,
        before: { patientIds: ids },
        after: { reason: `portal lead kept ${LEAD_RETENTION_DAYS} days without enrolment` },
      });
    }
    return expired.length;
  });
}

export interface LeadRetentionOptions {
  db: Db;
  clock: Clock;
  log?: { error: (details: object, message: string) => void; info: (message: string) => void };
  holder?: string;
  /** Brings shared settings up to date before a run (the hospital's time zone, lib/hospital-zone.ts). */
  beforeRun?: () => Promise<void>;
}

/** One run under the lease: 'busy' when another instance ran it within the last day. */
export async function runLeadRetentionOnce(
  options: LeadRetentionOptions & { holder: string },
): Promise<'ran' | 'busy' | 'failed'> {
  const leases = createLeaseRepository(options.db);
  const now = options.clock();
  if (!(await leases.take(LEAD_RETENTION_JOB, options.holder, now, now + DAY_MS * 0.9))) return 'busy';
  try {
    await options.beforeRun?.();
    const purged = await purgeExpiredLeads(options.db, now);
    await leases.recordRun(LEAD_RETENTION_JOB, options.holder, isoTime(options.clock()), null);
    if (purged > 0) options.log?.info(`Lead retention: ${purged} expired portal leads deleted`);
    return 'ran';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await leases.recordRun(LEAD_RETENTION_JOB, options.holder, isoTime(options.clock()), message.slice(0, 500));
    options.log?.error({ err: error }, 'Lead retention failed');
    return 'failed';
  }
}

/** Runs at start and then daily; the answer stops it (on shutdown). */
export function startLeadRetentionSchedule(options: LeadRetentionOptions): { stop: () => void } {
  const holder = options.holder ?? randomUUID();
  const run = scheduledRun(LEAD_RETENTION_JOB, () => runLeadRetentionOnce({ ...options, holder }), options.log);
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, DAY_MS);
  // The schedule alone must not keep a stopping process alive.
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
