/** External inspections and self-checks (quality area, migration 031). */
import type { Generated } from 'kysely';

export interface QualityInspectionTable {
  id: Generated<number>;
  projectId: number;
  /** Inspection type code (shared/domain/quality/inspection-dictionaries.ts). */
  inspectionType: string;
  inspectingBody: string;
  startDate: string;
  endDate: string;
  scope: string;
  conclusion: string | null;
  /** JSON array of stored file ids. */
  attachments: Generated<string>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface SelfCheckTemplateTable {
  projectId: number;
  /** JSON array of { key, text, problemType }. */
  items: string;
  updatedBy: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface SelfCheckRunTable {
  id: Generated<number>;
  projectId: number;
  checkedOn: string;
  /** JSON array of { key, text, problemType, answer, note }. */
  answers: string;
  summary: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}
