/**
 * The audit row of a list export (issue 24 item 8): data that leaves the suite in a file
 * (candidates' masked details, safety listings, the trail itself) is recorded with who took
 * it, which list, the filters it was taken with and how many rows it held. Written in the
 * export's own request, before the file is sent, into the append-only audit trail.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { recordAudit } from '../db/audit/audit-trail';
import type { Clock } from '../lib/clock';
import { actorOf, auditActor } from './staff-write';

export interface ExportAuditEntry {
  /** '<record>.export', written as a literal so the audit labels' test finds it. */
  action: string;
  /** The audit entity of the exported rows (safety_ae, recruitPatient, ...). */
  entity: string;
  /** The project the list belongs to, when it belongs to one. */
  projectId?: number | null;
  /** The list's filters as the caller sent them. */
  filters: object;
  rows: number;
}

export async function auditExport(db: Db, request: FastifyRequest, clock: Clock, entry: ExportAuditEntry) {
  // Undefined filters are the ones not set; leaving them out keeps the row to what was asked.
  const filters = Object.fromEntries(Object.entries(entry.filters).filter(([, value]) => value !== undefined));
  await recordAudit(db, {
    ...auditActor(actorOf(request, clock)),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.projectId ?? null,
    after: { projectId: entry.projectId ?? null, filters, rows: entry.rows },
  });
}
