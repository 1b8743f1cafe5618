/** Applications to seal a project's summary report (migration 064). */
import type { Generated } from 'kysely';

export interface ReportSealTable {
  id: Generated<number>;
  projectId: number;
  /** shared/domain/documents/report-seals.ts REPORT_SEAL_KINDS */
  kind: string;
  documentId: number;
  versionId: number;
  periodFrom: string;
  periodTo: string;
  notes: string | null;
  /** shared/domain/documents/report-seals.ts REPORT_SEAL_STATUSES */
  status: string;
  applicantId: number | null;
  applicantName: string;
  submittedAt: string | null;
  decidedAt: string | null;
  sealedDocumentId: number | null;
  sealedVersionId: number | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface ReportSealTables {
  reportSeal: ReportSealTable;
}
