/**
 * Protocol violations taken from the visits area (issue 15 item 4): each visit done outside
 * its window and each missed visit of a valid subject becomes one violation (severity 1,
 * source visitOutOfWindow / visitMissed, the visit linked), as far as the project's
 * published safety rules switch that kind on. Idempotent: a visit already recorded is
 * skipped (unique subject_visit_id + source), so running it twice, or twice at once,
 * records each deviation once. Each created violation has its audit row.
 */
import { VIOLATION_DESCRIPTION_MAX, type ViolationPendingVisits } from '../../../../shared/api/safety/violations';
import type { SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import type { ViolationSource } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { publishedSafetyRules } from '../rules/published';
import { type UnrecordedDeviation, createViolationRepository } from './repository';
import { VIOLATION_ENTITY } from './service';

/** Visit deviations start as mild: the investigator's review sets the real weight. */
const VISIT_DEVIATION_SEVERITY = 1;

/** The deviation kinds the rules make protocol violations. */
export function violationSourcesOf(rules: SafetyRuleContent): ViolationSource[] {
  return [
    ...(rules.violation.visitOutOfWindow ? (['visitOutOfWindow'] as const) : []),
    ...(rules.violation.visitMissed ? (['visitMissed'] as const) : []),
  ];
}

/** What the violation says about its visit: kind, visit, window, the day and the recorded reason. */
export function deviationDescription(visit: UnrecordedDeviation): string {
  const window = `窗口 ${visit.windowStart} 至 ${visit.windowEnd}`;
  const what =
    visit.source === 'visitMissed'
      ? `访视缺失：${visit.name}（${visit.visitCode}，计划 ${visit.plannedDate}，${window}）`
      : `访视超窗：${visit.name}（${visit.visitCode}，实际 ${visit.executedDate ?? '-'}，${window}）`;
  return (visit.note ? `${what}。原因：${visit.note}` : what).slice(0, VIOLATION_DESCRIPTION_MAX);
}

export function createViolationsFromVisits(db: Db) {
  return {
    async pending(projectId: number): Promise<ViolationPendingVisits> {
      const sources = violationSourcesOf(await publishedSafetyRules(db, projectId));
      const visits = await createViolationRepository(db).unrecordedDeviations(projectId, sources);
      const missed = visits.filter((visit) => visit.source === 'visitMissed').length;
      return { outOfWindow: visits.length - missed, missed, total: visits.length };
    },

    async record(projectId: number, actor: Actor): Promise<{ created: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createViolationRepository(trx);
        const sources = violationSourcesOf(await publishedSafetyRules(trx, projectId));
        const now = isoTime(actor.at);
        let created = 0;
        for (const visit of await repo.unrecordedDeviations(projectId, sources)) {
          const fields = {
            subjectId: visit.subjectId,
            type: null,
            severity: VISIT_DEVIATION_SEVERITY,
            occurredDate: visit.executedDate ?? visit.plannedDate,
            description: deviationDescription(visit),
          };
          const origin = { source: visit.source, subjectVisitId: visit.subjectVisitId, createdBy: actor.actorName };
          const id = await repo.insert(projectId, fields, origin, now);
          if (id === undefined) continue;
          created += 1;
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'violation.create',
            entity: VIOLATION_ENTITY,
            entityId: id,
            after: { projectId, source: visit.source, subjectVisitId: visit.subjectVisitId, ...fields },
          });
        }
        return { created };
      });
    },
  };
}
