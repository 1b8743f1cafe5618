/** Table types of the work area: scheduled jobs' leases, staff notices and the approval workflow. */
import type { Generated } from 'kysely';

/** A scheduled job's lease: the instance holding it until expiresAt (ms) runs the job (migration 010). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expiresAt: number;
  lastRunAt: string | null;
  lastError: string | null;
}

/** An in-app notice for a staff user (migration 011), e.g. a visit reminder. */
export interface StaffNoticeTable {
  id: Generated<number>;
  userId: number;
  /** null: a notice about no project (a problem report's answer, migration 055). */
  projectId: number | null;
  kind: string;
  subjectVisitId: number | null;
  title: string;
  body: string;
  dueDate: string | null;
  createdAt: string;
  readAt: string | null;
}

/** One version of an approval workflow (migration 037); shared/domain/work/approvals.ts. */
export interface WorkflowDefinitionTable {
  id: Generated<number>;
  key: string;
  revision: number;
  name: string;
  description: string | null;
  /** draft | published | retired */
  status: string;
  publishedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A step of a definition: who approves it (a role, a role in the project, a user) and from which amount. */
export interface WorkflowStepTable {
  id: Generated<number>;
  definitionId: number;
  sort: number;
  name: string;
  approverKind: string;
  approverRef: string;
  minAmountFen: number | null;
}

/** A record going through a definition's steps. */
export interface WorkflowInstanceTable {
  id: Generated<number>;
  definitionId: number;
  key: string;
  projectId: number | null;
  recordKind: string;
  recordId: number;
  title: string;
  amountFen: number | null;
  /** running | approved | rejected | withdrawn */
  status: string;
  /** The open step's sort while running. */
  stepSort: number | null;
  startedBy: string;
  startedAt: string;
  endedAt: string | null;
  version: Generated<number>;
}

/** The decision of one step of an instance. */
export interface WorkflowTaskTable {
  id: Generated<number>;
  instanceId: number;
  stepSort: number;
  stepName: string;
  approverKind: string;
  approverRef: string;
  /** pending | approved | rejected | cancelled */
  status: string;
  createdAt: string;
  decidedBy: string | null;
  /** The principal's user name when an agent decided. */
  decidedFor: string | null;
  decidedAt: string | null;
  comment: string | null;
  signatureId: number | null;
}

/** A delegation: the agent decides the principal's approvals from startsOn to endsOn. */
export interface WorkflowAgencyTable {
  id: Generated<number>;
  principalId: number;
  agentId: number;
  workflowKey: string | null;
  startsOn: string;
  endsOn: string;
  reason: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** A staff member's problem report (migration 055); shared/domain/work/problem-reports.ts. */
export interface ProblemReportTable {
  id: Generated<number>;
  reporterId: number;
  /** JSON array of the reporter's role names when filed. */
  reporterRoles: string;
  pagePath: string;
  text: string | null;
  /** JSON of the error notification's report (ErrorReportData), or null. */
  errorReport: string | null;
  screenshotFileId: number | null;
  status: string;
  resolution: string | null;
  answer: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}
