/**
 * A user's approval history: the steps they decided (or their agent decided for them) and the
 * approvals they started, one page at a time, newest first, each with its trail of steps
 * (read for the page's approvals in one query). Reads only.
 */
import type { DecidedStep, StartedApproval, TrailStep } from '../../../../shared/api/work/approval-history';
import type { InstanceStatus } from '../../../../shared/domain/work/approvals';
import type { Db } from '../../../db/database';

interface Paging {
  offset: number;
  limit: number;
}

const instanceColumns = [
  'i.id as instanceId',
  'i.key',
  'i.projectId',
  'i.recordKind',
  'i.recordId',
  'i.title',
  'i.amountFen',
  'i.status as instanceStatus',
  'i.startedBy',
  'i.startedAt',
  'i.endedAt',
] as const;

/** The steps opened so far of each approval, in order. */
async function trailsOf(db: Db, instanceIds: number[]): Promise<Map<number, TrailStep[]>> {
  const trails = new Map<number, TrailStep[]>();
  if (instanceIds.length === 0) return trails;
  const rows = await db
    .selectFrom('workflowTask')
    .select(['instanceId', 'stepSort', 'stepName', 'status', 'decidedBy', 'decidedFor', 'decidedAt', 'comment'])
    .where('instanceId', 'in', instanceIds)
    .orderBy('instanceId')
    .orderBy('stepSort')
    .execute();
  for (const { instanceId, ...step } of rows)
    trails.set(instanceId, [...(trails.get(instanceId) ?? []), step as TrailStep]);
  return trails;
}

const asNumber = (value: number | null) => (value === null ? null : Number(value));

export async function decidedSteps(db: Db, userName: string, { offset, limit }: Paging) {
  const base = db
    .selectFrom('workflowTask as t')
    .innerJoin('workflowInstance as i', 'i.id', 't.instanceId')
    .where('t.status', 'in', ['approved', 'rejected'])
    .where((eb) => eb.or([eb('t.decidedBy', '=', userName), eb('t.decidedFor', '=', userName)]));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      ...instanceColumns,
      't.id as taskId',
      't.stepName',
      't.status as decision',
      't.comment',
      't.decidedAt',
      't.decidedBy',
      't.decidedFor',
    ])
    .orderBy('t.decidedAt', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const trails = await trailsOf(db, [...new Set(rows.map((row) => row.instanceId))]);
  const page: DecidedStep[] = rows.map((row) => ({
    ...row,
    amountFen: asNumber(row.amountFen),
    instanceStatus: row.instanceStatus as InstanceStatus,
    decision: row.decision as DecidedStep['decision'],
    decidedAt: row.decidedAt ?? '',
    decidedBy: row.decidedBy ?? '',
    trail: trails.get(row.instanceId) ?? [],
  }));
  return { rows: page, total: Number(counted?.n ?? 0) };
}

export async function startedApprovals(db: Db, userName: string, { offset, limit }: Paging) {
  const base = db.selectFrom('workflowInstance as i').where('i.startedBy', '=', userName);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select([...instanceColumns, 'i.stepSort'])
    .orderBy('i.startedAt', 'desc')
    .orderBy('i.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const trails = await trailsOf(
    db,
    rows.map((row) => row.instanceId),
  );
  const page: StartedApproval[] = rows.map(({ stepSort, ...row }) => {
    const trail = trails.get(row.instanceId) ?? [];
    const open = row.instanceStatus === 'running' ? trail.find((step) => step.stepSort === stepSort) : undefined;
    return {
      ...row,
      amountFen: asNumber(row.amountFen),
      instanceStatus: row.instanceStatus as InstanceStatus,
      currentStep: open?.stepName ?? null,
      trail,
    };
  });
  return { rows: page, total: Number(counted?.n ?? 0) };
}
