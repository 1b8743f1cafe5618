/**
 * What the drugs area's server tests share: the app on the recruitment demo (its projects,
 * subjects with their arms and visits), a project's drug catalogue written straight into its
 * tables (warehouses, drugs 'IP' blinded and 'CP', arms 'A' and 'B' with their dosages, the
 * settings), and the drug pages granted to the standard roles the tests act as.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { loadRecruitmentDemo } from '../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';

/** The drug tables a project's drug data lives in, children first. */
const DRUG_DATA_TABLES = [
  'drugLedger',
  'drugStock',
  'drugExcursion',
  'drugTemperature',
  'drugRecoveryLine',
  'drugRecovery',
  'drugReturnLine',
  'drugReturn',
  'drugDistributionLine',
  'drugDistribution',
  'drugPrescription',
  'drugDeliveryLine',
  'drugPack',
  'drugDelivery',
  'drugDosage',
  'drugArm',
  'drugProduct',
  'drugSetting',
] as const;

/**
 * The app on the recruitment demo, the clock at 2026-01-05 10:00 hospital time. The tests
 * state the drug data they depend on: the demo's is cleared (its pharmacies are kept).
 */
export async function startDrugTestApp(): Promise<StaffTestApp> {
  const t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  for (const table of DRUG_DATA_TABLES) await t.db.deleteFrom(table).execute();
  return t;
}

export interface DrugCatalogue {
  central: number;
  department: number;
  products: { IP: number; CP: number };
  arms: { A: number; B: number };
}

const stampOf = (at: number) => {
  const now = new Date(at).toISOString();
  return { createdBy: 'system', createdAt: now, updatedAt: now };
};

async function warehouse(db: Db, at: number, name: string, kind: string, department: string, location: string) {
  const found = await db.selectFrom('drugWarehouse').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('drugWarehouse')
    .values({ ...stampOf(at), kind, name, department, location })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The project's catalogue as the design names it: warehouses '中心药房' and '肿瘤内科药房',
 * drugs IP (研究药物, blinded, 2–8 °C) and CP (对照药), arm A gets IP and arm B gets CP.
 */
export async function buildDrugCatalogue(
  db: Db,
  projectId: number,
  at: number,
  options: { needsPrescription?: boolean; management?: string } = {},
): Promise<DrugCatalogue> {
  const stamp = stampOf(at);
  const central = await warehouse(db, at, '中心药房', 'central', '药剂科', '门诊楼B1');
  const department = await warehouse(db, at, '肿瘤内科药房', 'department', '肿瘤内科', '住院部6楼');
  const product = async (code: string, name: string, blinded: number) =>
    (
      await db
        .insertInto('drugProduct')
        .values({
          ...stamp,
          projectId,
          code,
          name,
          specification: '10 mg × 28 片',
          dosageForm: '片剂',
          packUnit: '盒',
          unitsPerPack: 28,
          storageMinTenths: 20,
          storageMaxTenths: 80,
          blinded,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const products = { IP: await product('IP', '研究药物', 1), CP: await product('CP', '对照药', 0) };
  const arm = async (code: string, name: string) =>
    (
      await db
        .insertInto('drugArm')
        .values({ ...stamp, projectId, code, name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const arms = { A: await arm('A', '试验组'), B: await arm('B', '对照组') };
  await db
    .insertInto('drugDosage')
    .values([
      { ...stamp, projectId, armId: arms.A, productId: products.IP, packsPerVisit: 1, dailyUnits: 1 },
      { ...stamp, projectId, armId: arms.B, productId: products.CP, packsPerVisit: 1, dailyUnits: 1 },
    ])
    .execute();
  await db
    .insertInto('drugSetting')
    .values({
      projectId,
      management: options.management ?? 'centralPharmacy',
      expiryWarningDays: 30,
      needsPrescription: options.needsPrescription ? 1 : 0,
      updatedBy: 'system',
      updatedAt: stamp.updatedAt,
    })
    .execute();
  return { central, department, products, arms };
}

/** Project-scope pages and buttons the standard role gets (where it has them not yet). */
export async function grantProjectPermissions(
  db: Db,
  roleCode: string,
  grants: { pages?: string[]; buttons?: string[] },
): Promise<void> {
  const { id: roleId } = await db
    .selectFrom('role')
    .select('id')
    .where('code', '=', roleCode)
    .executeTakeFirstOrThrow();
  const wanted = [
    ...(grants.pages ?? []).map((name) => ({ kind: 'page', name })),
    ...(grants.buttons ?? []).map((name) => ({ kind: 'button', name })),
  ];
  for (const { kind, name } of wanted) {
    const held = await db
      .selectFrom('rolePermission')
      .select('roleId')
      .where('roleId', '=', roleId)
      .where('scope', '=', 'project')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirst();
    if (!held) await db.insertInto('rolePermission').values({ roleId, scope: 'project', kind, name }).execute();
  }
}

/** The drug grants the tests act with (drug manager, investigator, monitor; the coordinator reviews). */
export async function grantDrugRoles(db: Db): Promise<void> {
  await grantProjectPermissions(db, 'drug_manager', {
    pages: ['DrugDeliveries', 'DrugDispensing'],
    buttons: ['delivery:record', 'delivery:receive', 'drug:give', 'drug:review', 'drug:revoke'],
  });
  await grantProjectPermissions(db, 'investigator', { pages: ['DrugDispensing'], buttons: ['drug:prescribe'] });
  await grantProjectPermissions(db, 'monitor', { pages: ['DrugDeliveries', 'DrugDispensing'] });
  // The second person who reviews a dispensing (a pharmacist's button in the design).
  await grantProjectPermissions(db, 'coordinator', { pages: ['DrugDispensing'], buttons: ['drug:review'] });
}

/** The first six demo projects' ids, by id. */
export async function demoProjects(db: Db): Promise<number[]> {
  return (await db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((row) => row.id);
}
