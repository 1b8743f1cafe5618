/**
 * All SQL of the coordinator's follow-up: the in-group suggestion and recruitment state on
 * recruit_patient, the contact attempts in recruit_contact (migration 010), and the counts
 * of the worklist header. Identifying columns are never read here.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface FollowState {
  id: number;
  projectId: number;
  suggested: number;
  recruitResult: number | null;
  willingAt: string | null;
  nextFollowUp: string | null;
  contactCount: number;
  lastContactAt: string | null;
  createdAt: string;
  version: number;
}

export interface NewContact {
  patientId: number;
  projectId: number;
  contactedAt: string;
  method: string | null;
  result: number;
  reason: string | null;
  note: string | null;
  nextFollowUp: string | null;
  actorId: number | null;
  actorName: string;
}

export interface ContactState {
  recruitResult: number;
  lastContactAt: string;
  willingAt: string | null;
  nextFollowUp: string | null;
}

export function createFollowRepository(db: Executor) {
  return {
    async byId(id: number): Promise<FollowState | undefined> {
      return db
        .selectFrom('recruitPatient')
        .select([
          'id',
          'projectId',
          'suggested',
          'recruitResult',
          'willingAt',
          'nextFollowUp',
          'contactCount',
          'lastContactAt',
          'createdAt',
          'version',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async setSuggested(id: number, version: number, suggested: boolean, now: string): Promise<boolean> {
      const result = await db
        .updateTable('recruitPatient')
        .set({
          suggested: suggested ? 1 : 0,
          suggestedAt: suggested ? now : null,
          updatedAt: now,
          version: version + 1,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The staff member's name as the contact list shows it (the account name if the person has none). */
    async staffName(actorId: number | null): Promise<string | undefined> {
      if (actorId === null) return undefined;
      const row = await db.selectFrom('staffUser').select('realname').where('id', '=', actorId).executeTakeFirst();
      return row?.realname.trim() || undefined;
    },

    async insertContact(contact: NewContact): Promise<number> {
      const { id } = await db.insertInto('recruitContact').values(contact).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async applyContact(patient: FollowState, state: ContactState, now: string): Promise<boolean> {
      const result = await db
        .updateTable('recruitPatient')
        .set({
          ...state,
          contactCount: patient.contactCount + 1,
          updatedAt: now,
          version: patient.version + 1,
        })
        .where('id', '=', patient.id)
        .where('version', '=', patient.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The worklist header's counts at `today` (a hospital calendar day). */
    async worklistCounts(projectId: number, today: string) {
      const row = await db
        .selectFrom('recruitPatient')
        .select((eb) => [
          eb.fn.sum<number>(sql`case when suggested = 1 then 1 else 0 end`).as('recommended'),
          eb.fn
            .sum<number>(
              sql`case when next_follow_up is not null and next_follow_up <= ${today}
                and (recruit_result is null or recruit_result = 0) then 1 else 0 end`,
            )
            .as('dueFollowUps'),
          eb.fn
            .sum<number>(
              sql`case when recruit_result = 1 and not exists (select 1 from trial_subject s
                where s.patient_id = recruit_patient.id) then 1 else 0 end`,
            )
            .as('willingNotScreened'),
          eb.fn.sum<number>(sql`case when match_status is null then 1 else 0 end`).as('unmatched'),
        ])
        .where('projectId', '=', projectId)
        .executeTakeFirstOrThrow();
      return {
        recommended: Number(row.recommended ?? 0),
        dueFollowUps: Number(row.dueFollowUps ?? 0),
        willingNotScreened: Number(row.willingNotScreened ?? 0),
        unmatched: Number(row.unmatched ?? 0),
      };
    },
  };
}
