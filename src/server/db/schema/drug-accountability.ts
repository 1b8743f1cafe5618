/** Drug accountability logs (drugs area, migration 036): what a signature of a log belongs to. */
import type { Generated } from 'kysely';

export interface DrugAccountabilityLogTable {
  id: Generated<number>;
  projectId: number;
  /** 'subject' | 'batch'. */
  kind: string;
  /** 'subject:<subjectId>' or 'batch:<productId>:<batchNumber>', unique per project. */
  logKey: string;
  subjectId: number | null;
  productId: number | null;
  batchNumber: string | null;
  createdBy: string;
  createdAt: string;
}
