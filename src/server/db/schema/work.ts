/** Table types of the work area: scheduled jobs' leases and staff notices. */
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
  projectId: number;
  kind: string;
  subjectVisitId: number | null;
  title: string;
  body: string;
  dueDate: string | null;
  createdAt: string;
  readAt: string | null;
}
