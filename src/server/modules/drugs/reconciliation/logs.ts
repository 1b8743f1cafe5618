/**
 * Drug accountability logs' SQL (api/drugs/accountability.ts): the subjects who received
 * drugs, a subject's dispensings and returns, and a batch's ledger with its running balance.
 * Names of people are the staff user's name when the user exists, the user name otherwise.
 */
import type { BatchLog, BatchMovement, LogSubject, SubjectLog } from '../../../../shared/api/drugs/accountability';
import type { Movement, StockState } from '../../../../shared/domain/drugs/stock';
import type { Db } from '../../../db/database';
import { returnsPage } from '../recovery/repository';
import { reconciliationOf } from './repository';

/** Every return of a subject fits in one log. */
const RETURNS_MAX = 10_000;

async function namesOf(db: Db, userNames: (string | null)[]): Promise<(userName: string) => string> {
  const wanted = [...new Set(userNames.filter((name): name is string => Boolean(name)))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('staffUser')
          .select(['userName', 'realname', 'fullName'])
          .where('userName', 'in', wanted)
          .execute();
  const names = new Map(rows.map((row) => [row.userName, row.fullName?.trim() || row.realname]));
  return (userName) => names.get(userName) ?? userName;
}

export async function logSubjects(db: Db, projectId: number): Promise<LogSubject[]> {
  const [dispensed, returned] = await Promise.all([
    db
      .selectFrom('drugDistribution as d')
      .innerJoin('trialSubject as s', 's.id', 'd.subjectId')
      .leftJoin('drugDistributionLine as l', (join) =>
        join.onRef('l.distributionId', '=', 'd.id').on('d.status', '!=', 'revoked'),
      )
      .select([
        'd.subjectId',
        's.subjectNumber',
        's.initials',
        (eb) => eb.fn.sum<number | string>('l.quantity').as('packs'),
      ])
      .where('d.projectId', '=', projectId)
      .groupBy(['d.subjectId', 's.subjectNumber', 's.initials'])
      .orderBy('s.subjectNumber')
      .execute(),
    db
      .selectFrom('drugReturn as r')
      .innerJoin('drugReturnLine as l', 'l.returnId', 'r.id')
      .select(['r.subjectId', (eb) => eb.fn.sum<number | string>('l.quantity').as('packs')])
      .where('r.projectId', '=', projectId)
      .groupBy('r.subjectId')
      .execute(),
  ]);
  const back = new Map(returned.map((row) => [row.subjectId, Number(row.packs)]));
  return dispensed.map((row) => ({
    subjectId: row.subjectId,
    subjectNumber: row.subjectNumber ?? null,
    initials: row.initials ?? null,
    dispensed: Number(row.packs ?? 0),
    returned: back.get(row.subjectId) ?? 0,
  }));
}

async function dispensingsOf(db: Db, projectId: number, subjectId: number): Promise<SubjectLog['dispensings']> {
  const rows = await db
    .selectFrom('drugDistribution as d')
    .innerJoin('drugWarehouse as w', 'w.id', 'd.warehouseId')
    .leftJoin('subjectVisit as v', 'v.id', 'd.visitId')
    .select(['d.id', 'd.dispensedOn', 'v.name as visitName', 'd.status', 'w.name as warehouseName'])
    .select(['d.createdBy', 'd.reviewedBy'])
    .where('d.projectId', '=', projectId)
    .where('d.subjectId', '=', subjectId)
    .orderBy('d.dispensedOn')
    .orderBy('d.id')
    .execute();
  const lines =
    rows.length === 0
      ? []
      : await db
          .selectFrom('drugDistributionLine as l')
          .innerJoin('drugPack as p', 'p.id', 'l.packId')
          .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
          .select(['l.distributionId', 'p.kitNumber', 'pr.name as productName', 'p.batchNumber', 'l.quantity'])
          .where(
            'l.distributionId',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('l.id')
          .execute();
  const nameOf = await namesOf(db, [...rows.map((row) => row.createdBy), ...rows.map((row) => row.reviewedBy)]);
  return rows.map(({ createdBy, reviewedBy, ...row }) => ({
    ...row,
    visitName: row.visitName ?? null,
    status: row.status as 'given' | 'reviewed' | 'revoked',
    dispensedBy: nameOf(createdBy),
    reviewedBy: reviewedBy ? nameOf(reviewedBy) : null,
    lines: lines.filter((line) => line.distributionId === row.id).map(({ distributionId: _, ...line }) => line),
  }));
}

/** A subject's log, or undefined when the subject is not the project's. */
export async function subjectLog(db: Db, projectId: number, subjectId: number): Promise<SubjectLog | undefined> {
  const subject = await db
    .selectFrom('trialSubject')
    .select(['id', 'subjectNumber', 'initials'])
    .where('id', '=', subjectId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!subject) return undefined;
  const dispensings = await dispensingsOf(db, projectId, subjectId);
  const returns = (await returnsPage(db, projectId, { subjectId, offset: 0, limit: RETURNS_MAX })).rows.reverse();
  const packs = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    subject: {
      subjectId,
      subjectNumber: subject.subjectNumber ?? null,
      initials: subject.initials ?? null,
      dispensed: dispensings.filter((d) => d.status !== 'revoked').reduce((sum, d) => sum + packs(d.lines), 0),
      returned: returns.reduce((sum, r) => sum + packs(r.lines), 0),
    },
    dispensings,
    returns,
  };
}

function referenceOf(row: {
  refKind: string;
  refId: number;
  shipmentNumber: string | null;
  dispensedTo: string | null;
  returnedBy: string | null;
  recoveredBy: string | null;
}): string {
  const named = row.shipmentNumber ?? row.dispensedTo ?? row.returnedBy ?? row.recoveredBy;
  return named ?? `#${row.refId}`;
}

/** A batch's log, or undefined when the project has no such drug and batch. */
export async function batchLog(
  db: Db,
  projectId: number,
  productId: number,
  batchNumber: string,
): Promise<BatchLog | undefined> {
  const batch = (await reconciliationOf(db, projectId)).find(
    (row) => row.productId === productId && row.batchNumber === batchNumber,
  );
  if (!batch) return undefined;
  const rows = await db
    .selectFrom('drugLedger as l')
    .innerJoin('drugPack as p', 'p.id', 'l.packId')
    .innerJoin('drugWarehouse as w', 'w.id', 'l.warehouseId')
    .leftJoin('drugDelivery as dv', (join) => join.onRef('dv.id', '=', 'l.refId').on('l.refKind', '=', 'delivery'))
    .leftJoin('drugDistribution as dd', (join) =>
      join.onRef('dd.id', '=', 'l.refId').on('l.refKind', '=', 'distribution'),
    )
    .leftJoin('trialSubject as ds', 'ds.id', 'dd.subjectId')
    .leftJoin('drugReturn as rt', (join) => join.onRef('rt.id', '=', 'l.refId').on('l.refKind', '=', 'return'))
    .leftJoin('trialSubject as rs', 'rs.id', 'rt.subjectId')
    .leftJoin('drugRecovery as rc', (join) => join.onRef('rc.id', '=', 'l.refId').on('l.refKind', '=', 'recovery'))
    .select(['l.id', 'l.createdAt as at', 'l.movement', 'p.kitNumber', 'w.name as warehouseName', 'l.state'])
    .select(['l.quantity', 'l.createdBy', 'l.refKind', 'l.refId', 'dv.shipmentNumber'])
    .select(['ds.subjectNumber as dispensedTo', 'rs.subjectNumber as returnedBy', 'rc.doneBy as recoveredBy'])
    .where('l.projectId', '=', projectId)
    .where('p.productId', '=', productId)
    .where('p.batchNumber', '=', batchNumber)
    .orderBy('l.id')
    .execute();
  const nameOf = await namesOf(
    db,
    rows.map((row) => row.createdBy),
  );
  let balance = 0;
  const movements: BatchMovement[] = rows.map((row) => {
    balance += row.quantity;
    return {
      id: row.id,
      at: row.at,
      movement: row.movement as Movement,
      kitNumber: row.kitNumber,
      warehouseName: row.warehouseName,
      state: row.state as StockState,
      quantity: row.quantity,
      balance,
      createdBy: nameOf(row.createdBy),
      reference: referenceOf({
        ...row,
        shipmentNumber: row.shipmentNumber ?? null,
        dispensedTo: row.dispensedTo ?? null,
        returnedBy: row.returnedBy ?? null,
        recoveredBy: row.recoveredBy ?? null,
      }),
    };
  });
  return { batch, movements };
}
