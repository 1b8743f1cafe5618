/**
 * Returns and recovery's SQL (api/drugs/recovery.ts): a dispensing as a return needs it, the
 * pages of returns and recoveries with their lines, and the recoverable stock.
 */
import type { DrugRecovery, DrugReturn, RecoverableStock } from '../../../../shared/api/drugs/recovery';
import { compliance } from '../../../../shared/domain/drugs/compliance';
import type { Db } from '../../../db/database';

interface Page {
  offset: number;
  limit: number;
}

/** A dispensing with its lines as a return counts them, or undefined outside the project. */
export async function distributionForReturn(db: Db, projectId: number, distributionId: number) {
  const distribution = await db
    .selectFrom('drugDistribution as d')
    .innerJoin('trialSubject as s', 's.id', 'd.subjectId')
    .select(['d.id', 'd.subjectId', 'd.warehouseId', 'd.dispensedOn', 'd.status', 's.randomisationArm'])
    .where('d.id', '=', distributionId)
    .where('d.projectId', '=', projectId)
    .executeTakeFirst();
  if (!distribution) return undefined;
  const lines = await db
    .selectFrom('drugDistributionLine as l')
    .innerJoin('drugPack as p', 'p.id', 'l.packId')
    .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
    .select(['l.packId', 'l.quantity', 'p.kitNumber', 'p.productId', 'pr.unitsPerPack'])
    .where('l.distributionId', '=', distributionId)
    .execute();
  const returned = await db
    .selectFrom('drugReturn')
    .select('id')
    .where('distributionId', '=', distributionId)
    .executeTakeFirst();
  return { ...distribution, lines, alreadyReturned: returned !== undefined };
}

/** Daily dose units per product for a subject's arm (by the arm's code); empty without an arm. */
async function dailyUnitsOfArm(db: Db, projectId: number, armCode: string | null): Promise<Map<number, number>> {
  if (!armCode) return new Map();
  const rows = await db
    .selectFrom('drugDosage as g')
    .innerJoin('drugArm as a', 'a.id', 'g.armId')
    .select(['g.productId', 'g.dailyUnits'])
    .where('a.projectId', '=', projectId)
    .where('a.code', '=', armCode)
    .execute();
  return new Map(rows.map((row) => [row.productId, row.dailyUnits]));
}

async function returnLines(db: Db, returnIds: number[]) {
  if (returnIds.length === 0) return [];
  return db
    .selectFrom('drugReturnLine as l')
    .innerJoin('drugReturn as r', 'r.id', 'l.returnId')
    .innerJoin('drugDistributionLine as dl', (join) =>
      join.onRef('dl.distributionId', '=', 'r.distributionId').onRef('dl.packId', '=', 'l.packId'),
    )
    .innerJoin('drugPack as p', 'p.id', 'l.packId')
    .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
    .select([
      'l.returnId',
      'l.packId',
      'l.quantity',
      'l.unitsLeft',
      'dl.quantity as packsGiven',
      'p.kitNumber',
      'p.batchNumber',
      'p.productId',
      'pr.name as productName',
      'pr.unitsPerPack',
    ])
    .where('l.returnId', 'in', returnIds)
    .orderBy('l.id')
    .execute();
}

type ReturnLineRow = Awaited<ReturnType<typeof returnLines>>[number];

/** Compliance over the products the arm has a dosage for (all of them when it has none). */
function complianceOf(lines: ReturnLineRow[], daily: Map<number, number>, dispensedOn: string, returnedOn: string) {
  const dosed = lines.filter((line) => daily.has(line.productId));
  const counted = dosed.length > 0 ? dosed : lines;
  const unitsOf = (line: ReturnLineRow) => line.packsGiven * line.unitsPerPack;
  const dailyUnits = dosed.length > 0 ? [...new Set(dosed.map((line) => line.productId))] : [];
  return compliance({
    unitsDispensed: counted.reduce((sum, line) => sum + unitsOf(line), 0),
    unitsLeft: counted.reduce((sum, line) => sum + line.unitsLeft, 0),
    dailyUnits: dailyUnits.length > 0 ? dailyUnits.reduce((sum, id) => sum + (daily.get(id) ?? 0), 0) : null,
    dispensedOn,
    returnedOn,
  });
}

export async function returnsPage(db: Db, projectId: number, query: Page & { subjectId?: number }) {
  let base = db.selectFrom('drugReturn as r').where('r.projectId', '=', projectId);
  if (query.subjectId !== undefined) base = base.where('r.subjectId', '=', query.subjectId);
  const [rows, { total }] = await Promise.all([
    base
      .innerJoin('trialSubject as s', 's.id', 'r.subjectId')
      .innerJoin('drugDistribution as d', 'd.id', 'r.distributionId')
      .innerJoin('drugWarehouse as w', 'w.id', 'r.warehouseId')
      .selectAll('r')
      .select(['s.subjectNumber', 's.randomisationArm', 'd.dispensedOn', 'w.name as warehouseName'])
      .orderBy('r.returnedOn', 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const lines = await returnLines(
    db,
    rows.map((row) => row.id),
  );
  const arms = new Map<string | null, Map<number, number>>();
  for (const arm of new Set(rows.map((row) => row.randomisationArm)))
    arms.set(arm, await dailyUnitsOfArm(db, projectId, arm));
  const returns: DrugReturn[] = rows.map(({ randomisationArm, ...row }) => {
    const own = lines.filter((line) => line.returnId === row.id);
    const result = complianceOf(
      own,
      arms.get(randomisationArm) ?? new Map<number, number>(),
      row.dispensedOn,
      row.returnedOn,
    );
    return {
      ...row,
      lines: own.map((line) => ({
        packId: line.packId,
        kitNumber: line.kitNumber,
        batchNumber: line.batchNumber,
        productName: line.productName,
        packsGiven: line.packsGiven,
        unitsGiven: line.packsGiven * line.unitsPerPack,
        quantity: line.quantity,
        unitsLeft: line.unitsLeft,
      })),
      taken: result.taken,
      expected: result.expected,
      compliancePercent: result.percent,
      complianceFlag: result.flag,
    };
  });
  return { rows: returns, total: Number(total) };
}

export async function recoveriesPage(db: Db, projectId: number, query: Page & { kind?: string }) {
  let base = db.selectFrom('drugRecovery as r').where('r.projectId', '=', projectId);
  if (query.kind) base = base.where('r.kind', '=', query.kind);
  const [rows, { total }] = await Promise.all([
    base
      .innerJoin('drugWarehouse as w', 'w.id', 'r.warehouseId')
      .selectAll('r')
      .select('w.name as warehouseName')
      .orderBy('r.doneOn', 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('drugRecoveryLine as l')
          .innerJoin('drugPack as p', 'p.id', 'l.packId')
          .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
          .select(['l.recoveryId', 'l.packId', 'l.fromState', 'l.cause', 'l.quantity', 'p.kitNumber', 'p.batchNumber'])
          .select('pr.name as productName')
          .where('l.recoveryId', 'in', ids)
          .orderBy('l.id')
          .execute();
  const recoveries = rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.recoveryId === row.id).map(({ recoveryId: _recoveryId, ...line }) => line),
  }));
  return { rows: recoveries as DrugRecovery[], total: Number(total) };
}

/** Returned and quarantined stock, and available packs past expiry on `today`, with stock left. */
export async function recoverableStock(
  db: Db,
  projectId: number,
  query: Page & { warehouseId?: number },
  today: string,
) {
  let base = db
    .selectFrom('drugStock as s')
    .innerJoin('drugPack as p', 'p.id', 's.packId')
    .where('s.projectId', '=', projectId)
    .where('s.quantity', '>', 0)
    .where((eb) =>
      eb.or([
        eb('s.state', 'in', ['returned', 'quarantined']),
        eb.and([eb('s.state', '=', 'available'), eb('p.expiryDate', '<', today)]),
      ]),
    );
  if (query.warehouseId !== undefined) base = base.where('s.warehouseId', '=', query.warehouseId);
  const [rows, { total }] = await Promise.all([
    base
      .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
      .innerJoin('drugWarehouse as w', 'w.id', 's.warehouseId')
      .select(['s.packId', 's.warehouseId', 's.state', 's.quantity', 'p.kitNumber', 'p.batchNumber', 'p.expiryDate'])
      .select(['pr.name as productName', 'w.name as warehouseName'])
      .orderBy('w.name')
      .orderBy('p.kitNumber')
      .orderBy('s.state')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const stock = rows.map((row) => ({ ...row, expired: row.expiryDate < today })) as RecoverableStock[];
  return { rows: stock, total: Number(total) };
}

/** A pack line of the project with its expiry, or undefined. */
export function packOfProject(db: Db, projectId: number, packId: number) {
  return db
    .selectFrom('drugPack')
    .select(['id', 'kitNumber', 'expiryDate'])
    .where('id', '=', packId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
}

export function warehouseExists(db: Db, warehouseId: number) {
  return db.selectFrom('drugWarehouse').select('id').where('id', '=', warehouseId).executeTakeFirst();
}
