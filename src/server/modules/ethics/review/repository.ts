/** The review path's rows: a submission's primary reviewers, a member's assignments, members serving on a day. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function createReviewRepository(db: Db) {
  const reviewers = () =>
    db
      .selectFrom('ethicsReviewer as r')
      .innerJoin('staffUser as u', 'u.id', 'r.userId')
      .select([
        'r.id',
        'r.submissionId',
        'r.userId',
        'u.realname as name',
        'r.assignedAt',
        'r.conflict',
        'r.conflictNote',
        'r.declaredAt',
        'r.answers',
        'r.opinion',
        'r.fullBoard',
        'r.comments',
        'r.opinionAt',
        'r.version',
      ]);

  return {
    async reviewersOf(submissionId: number) {
      return reviewers().where('r.submissionId', '=', submissionId).orderBy('r.id').execute();
    },

    async reviewer(id: number) {
      return reviewers().where('r.id', '=', id).executeTakeFirst();
    },

    async assignmentsOf(userId: number) {
      return reviewers().where('r.userId', '=', userId).orderBy('r.id', 'desc').limit(200).execute();
    },

    /** The committee's members serving on `day` (term started, not ended), with their names. */
    async serving(day: string) {
      return db
        .selectFrom('ethicsCommitteeMember as m')
        .innerJoin('staffUser as u', 'u.id', 'm.userId')
        .select(['m.userId', 'u.realname as name'])
        .where('m.startsOn', '<=', day)
        .where((eb) => eb.or([eb('m.endsOn', 'is', null), eb('m.endsOn', '>=', day)]))
        .where('u.status', '=', 'enabled')
        .orderBy('m.id')
        .execute();
    },

    async submission(id: number) {
      return db
        .selectFrom('ethicsSubmission as s')
        .innerJoin('project as p', 'p.id', 's.projectId')
        .select([
          's.id',
          's.projectId',
          'p.name as projectName',
          'p.projectNo',
          's.type',
          's.title',
          's.status',
          's.acceptanceNumber',
          's.version',
          's.decision',
          's.otherDecision',
          's.decidedVia',
          's.decidedAt',
          's.decisionNote',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
    },
  };
}
