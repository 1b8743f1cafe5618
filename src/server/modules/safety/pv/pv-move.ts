/**
 * The PV status move of a submitted SUSAR or DSUR (shared/domain/safety/status.ts
 * PV_TRANSITIONS): one transaction that loads the report in the project, checks its version
 * and that the move is allowed now, sets the status and appends the audit row
 * (`<kind>.pv`, entity safety_<kind>). Submit sets 'waiting' and revise 'new' (lifecycle.ts).
 */
import type { PvActionBody } from '../../../../shared/api/safety/susar';
import type { PvStatus } from '../../../../shared/domain/study';
import { PV_TRANSITIONS, allowedPvActions } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { checkVersion, loadRecord, recordEntity } from '../records/lifecycle';
import { type PvKind, updatePvStatus } from './pv-repository';

export async function movePvStatus(
  db: Db,
  kind: PvKind,
  body: PvActionBody,
  actor: Actor,
): Promise<{ id: number; version: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await loadRecord(trx, kind, body.projectId, body.id);
    checkVersion(row, body.version);
    const from = row.pvStatus as PvStatus;
    if (!allowedPvActions(from, row.status).includes(body.action)) {
      throw badRequest({
        'zh-CN': `当前状态不能执行此操作`,
        en: `PV action '${body.action}' is not allowed from ${row.status}/${from}`,
      });
    }
    const to = PV_TRANSITIONS[body.action].to;
    if (!(await updatePvStatus(trx, kind, row, to, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `${kind}.pv`,
      entity: recordEntity(kind),
      entityId: row.id,
      before: { pvStatus: from },
      after: { pvStatus: to, action: body.action },
    });
    return { id: row.id, version: row.version + 1 };
  });
}
