/** The ethics committee's rows: the committee, its members with their user names, staff to seat. */
import type { QuorumRules } from '../../../../shared/domain/ethics/quorum';
import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import { containsIgnoringCase } from '../../../db/like';

export function createCommitteeRepository(db: Db) {
  return {
    /** The hospital's committee (migration 048 adds it; the first one by id). */
    async committee() {
      const row = await db.selectFrom('ethicsCommittee').selectAll().orderBy('id').limit(1).executeTakeFirst();
      return row && { ...row, rules: JSON.parse(row.quorumRules) as QuorumRules };
    },

    async members(committeeId: number) {
      return db
        .selectFrom('ethicsCommitteeMember as m')
        .innerJoin('staffUser as u', 'u.id', 'm.userId')
        .select([
          'm.id',
          'm.userId',
          'u.userName',
          'u.realname',
          'm.role',
          'm.sex',
          'm.scientific',
          'm.affiliated',
          'm.startsOn',
          'm.endsOn',
          'm.version',
        ])
        .where('m.committeeId', '=', committeeId)
        .orderBy('m.id')
        .execute();
    },

    async member(id: number) {
      return db.selectFrom('ethicsCommitteeMember').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async enabledUser(userId: number) {
      return db
        .selectFrom('staffUser')
        .select(['id', 'userName', 'realname'])
        .where('id', '=', userId)
        .where('status', '=', 'enabled')
        .executeTakeFirst();
    },

    async staff(keyword: string | undefined) {
      let query = db
        .selectFrom('staffUser')
        .select(['id', 'userName', 'realname'])
        .where('status', '=', 'enabled')
        .orderBy('realname')
        .orderBy('id')
        .limit(20);
      const text = keyword?.trim();
      if (text) {
        const dialect = dialectOf(db);
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase(eb, dialect, 'staffUser.realname', text),
            containsIgnoringCase(eb, dialect, 'staffUser.userName', text),
          ]),
        );
      }
      return query.execute();
    },
  };
}
