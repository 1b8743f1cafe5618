/**
 * The regulatory clocks that have run out, across every project, for the operators'
 * metrics: SAE reports past their 24 hours and SUSAR reports past their due day, never
 * submitted (shared/domain/safety/due-dates.ts decides both).
 */
import { dueState } from '../../../shared/domain/safety/due-dates';
import type { Db } from '../../db/database';
import { susarDueOf } from './pv/due';
import { createSusarRepository } from './pv/susar-repository';
import { overdueSaeCount } from './sae/listing';

export async function overdueSafetyReports(db: Db, now: number): Promise<{ sae: number; susar: number }> {
  const [sae, susars] = await Promise.all([overdueSaeCount(db, now), createSusarRepository(db).unsubmittedDueFacts()]);
  const susar = susars.filter((row) => dueState(susarDueOf(row), now, null) === 'overdue').length;
  return { sae, susar };
}
