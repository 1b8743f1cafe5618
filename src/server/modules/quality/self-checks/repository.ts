/**
 * All SQL of self-checks: the project's list (self_check_template, migration 031; the QC
 * item templates until first saved) and the runs (self_check_run) with their findings counted.
 */
import type { Kysely } from 'kysely';
import type { SelfCheckRun, SelfCheckTemplate } from '../../../../shared/api/quality/self-checks';
import { QC_ITEM_TEMPLATES } from '../../../../shared/domain/quality/qc-dictionaries';
import { OPEN_FINDING_STATUSES } from '../../../../shared/domain/quality/qc-status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** The list a project starts from: the QC check item templates. */
export const DEFAULT_SELF_CHECK_ITEMS: SelfCheckTemplate['items'] = QC_ITEM_TEMPLATES.map((item) => ({
  key: item.code,
  text: item.label['zh-CN'],
  problemType: item.problemType,
}));

export function createSelfCheckRepository(db: Executor) {
  const runs = () =>
    db
      .selectFrom('selfCheckRun as r')
      .selectAll('r')
      .select((eb) =>
        eb
          .selectFrom('qualityFinding as f')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('f.selfCheckRunId', '=', 'r.id')
          .where('f.status', 'in', OPEN_FINDING_STATUSES)
          .as('openFindingCount'),
      );
  type Row = Awaited<ReturnType<ReturnType<typeof runs>['executeTakeFirstOrThrow']>>;
  const toRun = (row: Row): SelfCheckRun => {
    const answers = JSON.parse(row.answers) as SelfCheckRun['answers'];
    return {
      ...row,
      answers,
      noCount: answers.filter((item) => item.answer === 'no').length,
      openFindingCount: Number(row.openFindingCount ?? 0),
    };
  };

  return {
    async template(projectId: number): Promise<SelfCheckTemplate> {
      const row = await db
        .selectFrom('selfCheckTemplate')
        .select(['items', 'version'])
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      if (!row) return { items: DEFAULT_SELF_CHECK_ITEMS, version: null };
      return { items: JSON.parse(row.items) as SelfCheckTemplate['items'], version: row.version };
    },

    async list(projectId: number, page: { offset: number; limit: number }) {
      const { total } = await db
        .selectFrom('selfCheckRun')
        .where('projectId', '=', projectId)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await runs()
        .where('r.projectId', '=', projectId)
        .orderBy('r.checkedOn', 'desc')
        .orderBy('r.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return { rows: rows.map(toRun), total: Number(total) };
    },

    async byId(id: number): Promise<SelfCheckRun | undefined> {
      const row = await runs().where('r.id', '=', id).executeTakeFirst();
      return row && toRun(row);
    },
  };
}
