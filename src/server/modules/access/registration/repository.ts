/**
 * All SQL of registration requests (table registration_request): applications for a
 * staff account, kept with their review (who, when, the note, the user created). A request
 * whose name or phone clashes is kept like any other; the clash is worked out when the
 * reviewer lists the requests, so it is always current.
 */
import type { Kysely } from 'kysely';
import type {
  RegistrationClash,
  RegistrationListQuery,
  RegistrationRow,
} from '../../../../shared/api/access/registration';
import type { Database } from '../../../db/schema';
import { containsIgnoringCase } from '../../../db/like';

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

interface Applicant {
  id: number;
  userName: string;
  phone: string;
}

/** Each pending request's clashes with staff users and with the other pending requests (two queries a page). */
async function clashesOf(db: Executor, requests: Applicant[]): Promise<Map<number, RegistrationClash[]>> {
  const result = new Map<number, RegistrationClash[]>();
  if (requests.length === 0) return result;
  const names = [...new Set(requests.map((request) => request.userName.toLowerCase()))];
  const phones = [...new Set(requests.map((request) => request.phone))];
  const users = await db
    .selectFrom('staffUser')
    .select(['userName', 'phone'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['userName']), 'in', names), eb('phone', 'in', phones)]))
    .execute();
  const pending = await db
    .selectFrom('registrationRequest')
    .select(['id', 'userName', 'phone'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb(eb.fn('lower', ['userName']), 'in', names), eb('phone', 'in', phones)]))
    .execute();
  for (const request of requests) {
    const name = request.userName.toLowerCase();
    const found: RegistrationClash[] = [];
    if (users.some((user) => user.userName.toLowerCase() === name)) found.push('userName');
    if (users.some((user) => user.phone === request.phone)) found.push('phone');
    const twin = pending.some(
      (other) => other.id !== request.id && (other.userName.toLowerCase() === name || other.phone === request.phone),
    );
    if (twin) found.push('pending');
    result.set(request.id, found);
  }
  return result;
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
      const clashes = await clashesOf(
        db,
        rows.filter((row) => row.status === 'pending'),
      );
      return {
        rows: rows.map((row) => ({
          ...row,
          status: row.status as RegistrationRow['status'],
          clashes: clashes.get(row.id) ?? [],
        })),
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
