/**
 * All SQL of visit plans: tables visit_plan, visit_plan_group and visit_plan_visit
 * (migration 011), the versions of a project's visit plan. A draft takes the next plan
 * version number at creation and keeps it when published; its groups and visits are
 * replaced as a whole on each save. Published and retired versions are kept for ever:
 * subjects' visits refer to them. Other modules read a version through `publishedPlan`
 * and `planById`.
 */
import type { Kysely } from 'kysely';
import type { PlanStatus } from '../../../../shared/api/visits/plans';
import type { PlanVisitSpec, RepeatUnit, VisitActivity, VisitAnchor } from '../../../../shared/domain/visits/schedule';
import type { Database } from '../../../db/schema';
import { versionedDraftWrites } from '../../../db/versioned-rows';

type Executor = Kysely<Database>;

export interface PlanRow {
  id: number;
  projectId: number;
  planVersion: number;
  status: PlanStatus;
  name: string;
  anchor: VisitAnchor;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

export interface PlanSummaryRow extends PlanRow {
  visitCount: number;
  groupCount: number;
  subjectCount: number;
}

/** A visit as stored, with the index of its group among the plan's groups. */
export interface StoredVisit extends PlanVisitSpec {
  groupIndex: number | null;
}

export interface PlanContent {
  groups: string[];
  /** In plan order; `sort` is rewritten 1..n on insert. */
  visits: StoredVisit[];
}

/** A version as other modules use it to generate and predict subjects' visits. */
export interface PlanForSchedule {
  id: number;
  planVersion: number;
  anchor: VisitAnchor;
  visits: PlanVisitSpec[];
}

export interface PlanFields {
  name: string;
  anchor: VisitAnchor;
  note: string | null;
}

const columns = [
  'id',
  'projectId',
  'planVersion',
  'status',
  'name',
  'anchor',
  'note',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'version',
] as const;

type StoredPlan = Omit<PlanRow, 'status' | 'anchor'> & { status: string; anchor: string };
const parsed = (row: StoredPlan): PlanRow => ({
  ...row,
  status: row.status as PlanStatus,
  anchor: row.anchor as VisitAnchor,
});

export function createVisitPlanRepository(db: Executor) {
  async function content(planId: number): Promise<PlanContent> {
    const groups = await db
      .selectFrom('visitPlanGroup')
      .select(['id', 'name'])
      .where('planId', '=', planId)
      .orderBy('sort')
      .execute();
    const rows = await db
      .selectFrom('visitPlanVisit')
      .selectAll()
      .where('planId', '=', planId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const groupIndex = new Map(groups.map((group, index) => [group.id, index]));
    const visits = rows.map((row): StoredVisit => {
      const index = row.groupId === null ? undefined : groupIndex.get(row.groupId);
      return {
        code: row.code,
        name: row.name,
        groupIndex: index ?? null,
        groupName: index === undefined ? null : (groups[index]?.name ?? null),
        sort: row.sort,
        dayOffset: row.dayOffset,
        windowBefore: row.windowBefore,
        windowAfter: row.windowAfter,
        repeat:
          row.repeatEvery !== null && row.repeatUnit !== null && row.repeatTimes !== null
            ? { every: row.repeatEvery, unit: row.repeatUnit as RepeatUnit, times: row.repeatTimes }
            : null,
        activities: JSON.parse(row.activities) as VisitActivity[],
      };
    });
    return { groups: groups.map((group) => group.name), visits };
  }

  async function forSchedule(plan: PlanRow | undefined): Promise<PlanForSchedule | undefined> {
    if (!plan) return undefined;
    const { visits } = await content(plan.id);
    return {
      id: plan.id,
      planVersion: plan.planVersion,
      anchor: plan.anchor,
      visits: visits.map(({ groupIndex: _groupIndex, ...visit }) => visit),
    };
  }

  async function published(projectId: number): Promise<PlanRow | undefined> {
    const row = await db
      .selectFrom('visitPlan')
      .select(columns)
      .where('projectId', '=', projectId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return row && parsed(row);
  }

  async function byId(id: number): Promise<PlanRow | undefined> {
    const row = await db.selectFrom('visitPlan').select(columns).where('id', '=', id).executeTakeFirst();
    return row && parsed(row);
  }

  const writes = versionedDraftWrites(db, 'visitPlan');
  return {
    deleteDraft: writes.deleteDraft,
    publish: writes.publish,
    retirePublished: writes.retirePublished,
    byId,
    content,

    /** The keys of the visitItemType dictionary (disabled ones too: a copied plan may hold them). */
    async activityTypes(): Promise<Set<string>> {
      const rows = await db.selectFrom('dictItem').select('itemKey').where('code', '=', 'visitItemType').execute();
      return new Set(rows.map((row) => row.itemKey));
    },

    /** Every version of the project, newest first, with its counts. */
    async ofProject(projectId: number): Promise<PlanSummaryRow[]> {
      const rows = await db
        .selectFrom('visitPlan as p')
        .select(columns.map((column) => `p.${column}` as const))
        .select((eb) => [
          eb
            .selectFrom('visitPlanVisit as v')
            .select(eb.fn.countAll().as('n'))
            .whereRef('v.planId', '=', 'p.id')
            .as('visitCount'),
          eb
            .selectFrom('visitPlanGroup as g')
            .select(eb.fn.countAll().as('n'))
            .whereRef('g.planId', '=', 'p.id')
            .as('groupCount'),
          eb
            .selectFrom('trialSubject as s')
            .select(eb.fn.countAll().as('n'))
            .whereRef('s.visitPlanId', '=', 'p.id')
            .as('subjectCount'),
        ])
        .where('p.projectId', '=', projectId)
        .orderBy('p.planVersion', 'desc')
        .execute();
      return rows.map((row) => ({
        ...parsed(row),
        visitCount: Number(row.visitCount ?? 0),
        groupCount: Number(row.groupCount ?? 0),
        subjectCount: Number(row.subjectCount ?? 0),
      }));
    },

    async draftOf(projectId: number): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('visitPlan')
        .select('id')
        .where('projectId', '=', projectId)
        .where('status', '=', 'draft')
        .executeTakeFirst();
    },

    /** A new draft with the project's next plan version number. */
    async insertDraft(
      projectId: number,
      fields: PlanFields,
      now: string,
    ): Promise<{ id: number; planVersion: number }> {
      const last = await db
        .selectFrom('visitPlan')
        .select((eb) => eb.fn.max('planVersion').as('last'))
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      const planVersion = Number(last?.last ?? 0) + 1;
      const { id } = await db
        .insertInto('visitPlan')
        .values({ projectId, planVersion, status: 'draft', ...fields, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, planVersion };
    },

    /** Replaces the groups and visits of a plan (a draft: the caller checked). */
    async replaceContent(planId: number, plan: PlanContent): Promise<void> {
      await db.deleteFrom('visitPlanVisit').where('planId', '=', planId).execute();
      await db.deleteFrom('visitPlanGroup').where('planId', '=', planId).execute();
      const groupIds: number[] = [];
      for (const [index, name] of plan.groups.entries()) {
        const { id } = await db
          .insertInto('visitPlanGroup')
          .values({ planId, name, sort: index + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupIds.push(id);
      }
      if (plan.visits.length === 0) return;
      await db
        .insertInto('visitPlanVisit')
        .values(
          plan.visits.map((visit, index) => ({
            planId,
            groupId: visit.groupIndex === null ? null : (groupIds[visit.groupIndex] ?? null),
            code: visit.code,
            name: visit.name,
            sort: index + 1,
            dayOffset: visit.dayOffset,
            windowBefore: visit.windowBefore,
            windowAfter: visit.windowAfter,
            repeatEvery: visit.repeat?.every ?? null,
            repeatUnit: visit.repeat?.unit ?? null,
            repeatTimes: visit.repeat?.times ?? null,
            activities: JSON.stringify(visit.activities),
          })),
        )
        .execute();
    },

    /** Updates a draft's own fields and its row version; false when stale or not a draft. */
    touchDraft: (id: number, version: number, fields: PlanFields, now: string) =>
      writes.updateDraft(id, version, fields, now),

    /** The project's published version with its visits in plan order, if it has one. */
    async publishedPlan(projectId: number): Promise<PlanForSchedule | undefined> {
      return forSchedule(await published(projectId));
    },

    /** The project's published version without its visits (what a subject's calendar names). */
    published,

    /** Any version (a subject's pinned one) with its visits in plan order. */
    async planById(planId: number): Promise<PlanForSchedule | undefined> {
      return forSchedule(await byId(planId));
    },
  };
}
