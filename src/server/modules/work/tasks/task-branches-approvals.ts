/**
 * The inbox's approval steps (task-branches.ts explains the key rows): the pending steps of
 * running approvals the caller may decide, as the approver the step names (a role, a role in
 * the record's project, their user name) or as the agent of someone away whose delegation
 * covers today (and the approval's workflow when it names one). Never a step of an approval
 * the caller started. One query over the open steps' index (workflow_task status and
 * approver), the rules spelled in SQL as approverMatches spells them.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type ApproverKind, agencyCovers, approverMatches } from '../../../../shared/domain/work/approvals';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, text } from './task-key';

type Executor = Kysely<Database>;

/** A user's names for the approver rules. */
export interface ApproverFacts {
  userName: string;
  roleCodes: string[];
  projectRoles: { projectId: number; code: string }[];
}

/** Whom the caller may decide for: themselves, and the principals of the delegations covering today. */
export interface ApproverIdentities {
  me: ApproverFacts;
  principals: {
    facts: ApproverFacts;
    agency: { startsOn: string; endsOn: string; revokedAt: string | null; workflowKey: string | null };
  }[];
}

/** What of the caller's scope the branch needs (task-branches.ts TaskKeyScope). */
interface ApprovalScope {
  approvers?: ApproverIdentities;
  /** The project filter; undefined: every project. */
  projectId?: number;
}

type Eb = ExpressionBuilder<Database & { r: Database['workflowTask']; i: Database['workflowInstance'] }, 'r' | 'i'>;

/** The steps naming `facts` (approverMatches in SQL). */
function namesFacts(eb: Eb, facts: ApproverFacts) {
  const byProject = new Map<number, string[]>();
  for (const { projectId, code } of facts.projectRoles)
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), code]);
  return eb.or([
    eb.and([eb('r.approverKind', '=', 'user'), eb('r.approverRef', '=', facts.userName)]),
    ...(facts.roleCodes.length > 0
      ? [eb.and([eb('r.approverKind', '=', 'role'), eb('r.approverRef', 'in', facts.roleCodes)])]
      : []),
    ...[...byProject].map(([projectId, codes]) =>
      eb.and([
        eb('r.approverKind', '=', 'projectRole'),
        eb('i.projectId', '=', projectId),
        eb('r.approverRef', 'in', codes),
      ]),
    ),
  ]);
}

const refsOf = (facts: ApproverFacts) => [facts.userName, ...facts.roleCodes, ...facts.projectRoles.map((r) => r.code)];

export function approvalBranches(db: Executor, { approvers, projectId }: ApprovalScope): TaskBranch[] {
  if (!approvers) return [];
  const refs = [...new Set([approvers.me, ...approvers.principals.map((p) => p.facts)].flatMap(refsOf))];
  const keys = db
    .selectFrom('workflowTask as r')
    .innerJoin('workflowInstance as i', 'i.id', 'r.instanceId')
    .select([
      text('approvalStep').as('kind'),
      text('').as('sub'),
      'r.id as id',
      int(3).as('tier'),
      sql<string | null>`cast(null as text)`.as('dueKey'),
      int(1).as('rank'),
      'r.createdAt',
    ])
    .where('r.status', '=', 'pending')
    .where('r.approverRef', 'in', refs)
    .where('i.status', '=', 'running')
    .where('i.startedBy', '<>', approvers.me.userName)
    .where('i.projectId', projectId === undefined ? 'is not' : '=', projectId ?? null)
    .where((eb) =>
      eb.or([
        namesFacts(eb, approvers.me),
        ...approvers.principals.map(({ facts, agency }) =>
          agency.workflowKey === null
            ? namesFacts(eb, facts)
            : eb.and([eb('i.key', '=', agency.workflowKey), namesFacts(eb, facts)]),
        ),
      ]),
    );
  return [{ kind: 'approvalStep', tier: 3, keys }];
}

/** Whom the caller decides a step for: null for themselves, else the principal's user name. */
export function onBehalfOf(
  approvers: ApproverIdentities,
  step: { approverKind: string; approverRef: string; projectId: number | null; key: string },
  today: string,
): string | null {
  const rule = { approverKind: step.approverKind as ApproverKind, approverRef: step.approverRef };
  const as = (facts: ApproverFacts) => ({
    userName: facts.userName,
    roleCodes: facts.roleCodes,
    projectRoleCodes: facts.projectRoles.filter((r) => r.projectId === step.projectId).map((r) => r.code),
  });
  if (approverMatches(rule, as(approvers.me))) return null;
  const principal = approvers.principals.find(
    (p) => agencyCovers(p.agency, today, step.key) && approverMatches(rule, as(p.facts)),
  );
  return principal?.facts.userName ?? null;
}
