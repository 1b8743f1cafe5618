/**
 * Loads the demo hospital into an empty database (first start). A database that already
 * has a site row is left untouched, so restarts keep whatever the hospital changed.
 * Without demo trials (DEMO_DATA=false, a hospital's production start) only the baseline
 * is written: the site settings to edit under 站点设置, the dictionaries, the departments
 * and the forms' settings; no trials and no banners.
 */
import type { Db } from '../database';
import { moveIdSequencePastRows } from '../id-sequence';
import {
  demoApps,
  demoBanners,
  demoDictionaries,
  demoFormConfig,
  demoOrgs,
  demoProjects,
  demoRegmark,
  demoSite,
  demoSysConfig,
} from './demo-data';

const HOUR_MS = 3_600_000;

export async function loadDemoData(
  db: Db,
  now: number = Date.now(),
  { trials = true }: { trials?: boolean } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('site').select('id').executeTakeFirst();
  if (existing) return false;

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site')
      .values({ id: 1, ...demoSite })
      .execute();
    if (trials) {
      await trx
        .insertInto('siteBanner')
        .values(demoBanners.map((b, sort) => ({ ...b, sort })))
        .execute();
    }
    await trx
      .insertInto('regmark')
      .values({ id: 1, ...demoRegmark })
      .execute();
    await trx
      .insertInto('app')
      .values(demoApps.map((a, sort) => ({ ...a, sort })))
      .execute();
    await trx.insertInto('formConfig').values(demoFormConfig).execute();
    await trx
      .insertInto('sysConfig')
      .values(Object.entries(demoSysConfig).map(([configKey, configValue]) => ({ configKey, configValue })))
      .execute();
    const dictRows = Object.entries(demoDictionaries).flatMap(([code, items]) =>
      items.map(([itemKey, itemValue, itemValueEn], sort) => ({
        code,
        itemKey,
        itemValue,
        itemValueEn: itemValueEn ?? null,
        sort,
      })),
    );
    await trx.insertInto('dictItem').values(dictRows).execute();
    // Departments live in the organization tree (staff OrgManage); other org keys stay entries.
    const { id: rootId } = await trx
      .insertInto('organization')
      .values({ parentId: null, name: demoSite.hospitalNameFull, code: 'HKFY', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('organization')
      .values(
        (demoOrgs.dep ?? []).map(([id, name], sort) => ({
          id: Number(id),
          parentId: rootId,
          name,
          code: `D${id}`,
          sort,
        })),
      )
      .execute();
    await moveIdSequencePastRows(trx, 'organization');
    const orgRows = Object.entries(demoOrgs)
      .filter(([orgKey]) => orgKey !== 'dep')
      .flatMap(([orgKey, entries]) => entries.map(([entryId, name], sort) => ({ orgKey, entryId, name, sort })));
    await trx.insertInto('orgEntry').values(orgRows).execute();

    for (const [index, { outpatients, startedHoursAgo, ...project }] of (trials ? demoProjects : []).entries()) {
      const actionTime = new Date(now - startedHoursAgo * HOUR_MS).toISOString();
      const { id } = await trx
        .insertInto('project')
        .values({
          ...project,
          ...demoHeaderFields(index, actionTime),
          actionTime,
          createdAt: actionTime,
          updatedAt: actionTime,
          publishedAt: actionTime,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (outpatients.length > 0) {
        await trx
          .insertInto('outpatient')
          .values(outpatients.map((o, sort) => ({ ...o, projectId: id, sort })))
          .execute();
      }
    }
  });
  return true;
}

/**
 * This site's share of each demo trial's enrolment: a multi-centre trial gives one hospital
 * a few dozen subjects, an early-phase or investigator-initiated one fewer.
 */
const DEMO_ENROLMENT_TARGETS = [30, 24, 40, 36, 20, 48, 16, 60, 32, 28, 12, 45] as const;

/** The staff header of a demo project (SPEC §3 'Detail header label sets'): numbers in the hospital's formats. */
function demoHeaderFields(index: number, actionTime: string) {
  const year = actionTime.slice(0, 4);
  const seq = String(index + 1).padStart(3, '0');
  return {
    projectNo: `HKYY-${year}-${seq}`,
    ethicsApprovalNumber: `KY${year}-${seq}`,
    ethicsAcceptNumber: `LL${year}-${seq}`,
    financeCode: `CW${year}${seq}`,
    enrolmentTarget: DEMO_ENROLMENT_TARGETS[index % DEMO_ENROLMENT_TARGETS.length] ?? null,
  };
}
