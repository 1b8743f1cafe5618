/**
 * All SQL of registration requests (table registration_request): applications for a
 * staff account, kept with their review (who, when, the note, the user created).
 */
import type { Kysely } from 'kysely';
import type { RegistrationListQuery, RegistrationRow } from '../../../shared/api/registration';
import type { Database } from '../../db/schema';
import { containsIgnoringCase } from '../../db/like';

type Executor = Kysely<Database>;

export interface RequestState {
  id: number;
  userName: string;
  realname: string;
  phone: string;
  email: string | null;
  deptId: number | null;
  status: string;
  version: number;
}

export interface NewRequest {
  userName: string;
  realname: string;
  phone: string;
  email: string | null;
  deptId: number | null;
  reason: string | null;
  createdAt: string;
}

export function createRegistrationRepository(db: Executor) {
  return {
    async list(query: RegistrationListQuery): Promise<{ rows: RegistrationRow[]; total: number }> {
      let base = db.selectFrom('registrationRequest');
      if (query.status) base = base.where('registrationRequest.status', '=', query.status);
      const keyword = query.keyword?.trim();
      if (keyword) {
        base = base.where((eb) =>
          eb.or([
            containsIgnoringCase(eb, db, 'registrationRequest.userName', keyword),
            containsIgnoringCase(eb, db, 'registrationRequest.realname', keyword),
            containsIgnoringCase(eb, db, 'registrationRequest.phone', keyword),
          ]),
        );
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin('organization', 'organization.id', 'registrationRequest.deptId')
        .leftJoin('staffUser as reviewer', 'reviewer.id', 'registrationRequest.reviewedBy')
        .select([
          'registrationRequest.id',
          'registrationRequest.userName',
          'registrationRequest.realname',
          'registrationRequest.phone',
          'registrationRequest.email',
          'registrationRequest.deptId',
          'organization.name as deptName',
          'registrationRequest.reason',
          'registrationRequest.status',
          'registrationRequest.reviewNote',
          'reviewer.realname as reviewerName',
          'registrationRequest.reviewedAt',
          'registrationRequest.userId',
          'registrationRequest.createdAt',
          'registrationRequest.version',
        ])
        .orderBy('registrationRequest.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return {
        rows: rows.map((row) => ({ ...row, status: row.status as RegistrationRow['status'] })),
        total: Number(total),
      };
    },

    async state(id: number): Promise<RequestState | undefined> {
      return db
        .selectFrom('registrationRequest')
        .select(['id', 'userName', 'realname', 'phone', 'email', 'deptId', 'status', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A pending request already asks for this user name (case-insensitively) or phone. */
    async pendingClaims(userName: string, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('registrationRequest')
        .select('id')
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb(eb.fn('lower', ['userName']), '=', userName.toLowerCase()), eb('phone', '=', phone)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(request: NewRequest): Promise<number> {
      const { id } = await db
        .insertInto('registrationRequest')
        .values({ ...request, status: 'pending', version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Records the review when the request is still pending at `version`; false when it is not. */
    async review(
      id: number,
      version: number,
      review: {
        status: 'passed' | 'refused';
        reviewedBy: number | null;
        reviewedAt: string;
        reviewNote?: string;
        userId?: number;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('registrationRequest')
        .set({ ...review, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
