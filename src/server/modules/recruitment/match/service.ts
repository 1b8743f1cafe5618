/**
 * Matching a project's candidates against its published recruitment rules (issue 13 item 3):
 * each candidate gets the best status over the published versions (recruitDone > recruitMay
 * > recruitFail > recruitOut), that version's per-criterion outcomes and id, and the time.
 * The match day is the hospital's today at the actor's time. It reads health columns only
 * (it never decrypts) and writes in one transaction with one audit row `recruit.match`
 * holding counts only. A changed status clears nothing else: suggestion and contacts stay.
 * Called on demand, after publishing, and by the patients module after imports, HIS syncs
 * and portal leads (with the ids it touched).
 */
import { performance } from 'node:perf_hooks';
import type { MatchSummary } from '../../../../shared/api/recruitment/rules';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Criterion, PatientFacts, RecruitMatchStatus } from '../../../../shared/domain/recruitment/criteria';
import { type MatchResult, compileRules } from '../../../../shared/domain/recruitment/matcher';
import type { Db } from '../../../db/database';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type MatchWrite, type PatientHealthRow, createMatchRepository } from './repository';

/** Lower is better: a candidate's status is the best any published version gives. */
const STATUS_RANK: Record<RecruitMatchStatus, number> = {
  recruitDone: 0,
  recruitMay: 1,
  recruitFail: 2,
  recruitOut: 3,
};

const parseList = <T>(text: string | null): T[] | null => {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : null;
};

/** The matcher's view of a stored candidate. */
export function factsOf(row: PatientHealthRow): PatientFacts {
  return {
    birthDate: row.birthDate,
    sex: row.sex === 'male' || row.sex === 'female' ? row.sex : null,
    diagnoses: parseList<PatientFacts['diagnoses'][number]>(row.diagnoses) ?? [],
    labs: parseList<PatientFacts['labs'][number]>(row.labs) ?? [],
    drugs: parseList<string>(row.priorDrugs),
  };
}

type CompiledRule = { id: number; match: (patient: PatientFacts) => MatchResult };

/** The best result over the versions; on a tie the newest version (listed first) decides. */
function bestOf(rules: readonly CompiledRule[], facts: PatientFacts): { ruleId: number; result: MatchResult } {
  let best: { ruleId: number; result: MatchResult } | undefined;
  for (const rule of rules) {
    const result = rule.match(facts);
    if (!best || STATUS_RANK[result.status] < STATUS_RANK[best.result.status]) best = { ruleId: rule.id, result };
  }
  if (!best) throw new Error('bestOf needs at least one rule');
  return best;
}

export function createMatchService(db: Db) {
  return {
    async runProject(projectId: number, actor: Actor, patientIds?: number[]): Promise<MatchSummary> {
      const started = performance.now();
      const day = hospitalDay(actor.at);
      const summary = await db.transaction().execute(async (trx) => {
        const repo = createMatchRepository(trx);
        const rules = (await repo.publishedRules(projectId)).map((rule) => ({
          id: rule.id,
          match: compileRules(JSON.parse(rule.criteria) as Criterion[], day),
        }));
        const byStatus: Record<string, number> = {};
        if (rules.length === 0 || patientIds?.length === 0) return { matched: 0, byStatus };
        const writes: MatchWrite[] = [];
        for (const row of await repo.patients(projectId, patientIds)) {
          const { ruleId, result } = bestOf(rules, factsOf(row));
          byStatus[result.status] = (byStatus[result.status] ?? 0) + 1;
          writes.push({ id: row.id, status: result.status, outcomes: JSON.stringify(result.outcomes), ruleId });
        }
        await repo.writeMatches(projectId, writes, isoTime(actor.at));
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'recruit.match',
          entity: 'project',
          entityId: projectId,
          after: {
            matchDay: day,
            matched: writes.length,
            byStatus,
            ruleIds: rules.map((rule) => rule.id),
            scope: patientIds === undefined ? 'all' : 'some',
          },
        });
        return { matched: writes.length, byStatus };
      });
      return { ...summary, ms: Math.round((performance.now() - started) * 10) / 10 };
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
