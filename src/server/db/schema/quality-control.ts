/** Quality control tables (migration 028): QC plan versions, check tasks, findings. */
import type { Generated } from 'kysely';

export interface QualityPlanTable {
  id: Generated<number>;
  projectId: number;
  planVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** JSON QcPlanContent (shared/domain/quality/qc-generation.ts). */
  content: string;
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}

export interface QualityCheckTaskTable {
  id: Generated<number>;
  projectId: number;
  planId: number;
  checkpointKey: string;
  name: string;
  /** QC level 1..3 */
  level: number;
  /** qulityNode code */
  node: string;
  reachedOn: string;
  dueDate: string;
  /** Stored verify task status: 10, 20, 40, 50, 60 (overdue is read from the due day). */
  status: Generated<number>;
  assigneeId: number | null;
  /** JSON array of sampled subject ids. */
  sample: Generated<string>;
  /** JSON array of check item codes. */
  items: Generated<string>;
  conclusion: string | null;
  startedAt: string | null;
  startedBy: string | null;
  completedAt: string | null;
  completedBy: string | null;
  signatureId: number | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface QualityFindingTable {
  id: Generated<number>;
  projectId: number;
  /** Exactly one of the check task, the inspection and the self-check run is set (migration 031). */
  taskId: number | null;
  inspectionId: number | null;
  selfCheckRunId: number | null;
  itemCode: string;
  subjectId: number | null;
  /** QualityReportProblemTypes code */
  problemType: number;
  severity: number;
  description: string;
  /** Verify status 2, 3, 4, 5 */
  status: Generated<number>;
  responsibleId: number | null;
  rectifyDue: string | null;
  corrective: string | null;
  preventive: string | null;
  /** JSON array of stored file ids. */
  evidence: Generated<string>;
  answeredAt: string | null;
  answeredBy: string | null;
  verifyNote: string | null;
  verifiedAt: string | null;
  verifiedBy: string | null;
  returnCount: Generated<number>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A private stored file uploaded as a finding's evidence, bound to its project (migration 030). */
export interface QualityEvidenceTable {
  id: Generated<number>;
  projectId: number;
  fileId: number;
  uploadedBy: string;
  createdAt: string;
}
