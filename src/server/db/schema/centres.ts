/** Table types of a project's research centres (study area, migration 058). */
import type { Generated } from 'kysely';

/** A centre taking part in a project; `isOwn` 1 marks our hospital's (one per project). */
export interface ResearchCentreTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  /** shared/domain/study/centres.ts: 'lead' | 'participating'. */
  role: string;
  isOwn: Generated<number>;
  piName: string | null;
  /** Our own centre's PI as a staff user; null elsewhere. */
  piUserId: number | null;
  ethicsApprovalNumber: string | null;
  ethicsApprovalDate: string | null;
  /** shared/domain/study/centres.ts: 'preparing' | 'active' | 'closed'. */
  status: string;
  enrolmentTarget: number | null;
  note: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface CentreTables {
  researchCentre: ResearchCentreTable;
}
