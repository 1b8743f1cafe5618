/**
 * Matching again after patients arrive or change (import, HIS sync, a portal lead, hand
 * entry): the RULES module's match service over just those patients. It does nothing when
 * the project has no published rules, and leaves the patients' row versions alone.
 */
import type { Db } from '../../../db/database';
import type { Actor } from '../../../services/staff-write';
import { createMatchService } from '../match/service';

export type Rematch = (projectId: number, actor: Actor, patientIds: number[]) => Promise<void>;

export function createRematch(db: Db): Rematch {
  const matcher = createMatchService(db);
  return async (projectId, actor, patientIds) => {
    if (patientIds.length === 0) return;
    await matcher.runProject(projectId, actor, patientIds);
  };
}
