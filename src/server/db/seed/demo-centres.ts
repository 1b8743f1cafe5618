/**
 * The demo's research centres (issue 31): every demo project gets our hospital's own centre
 * (as a project created in the suite does), and the multi-centre Phase III lung-cancer trial
 * HK-1021 (the first demo project) two other centres: a lead centre and a participating one,
 * both active, each with a few subjects of its own (screening, enrolled, a screen failure),
 * so the centres page, the funnel's centre selector and the workbench show a breakdown.
 * Days are counted from `now`; each centre and subject is created with its audit row (actor
 * 'system'). The recruitment demo's subjects (our own candidates) are put at our own centre.
 */
import type { Transaction } from 'kysely';
import { DAY_MS, hospitalDay } from '../../../shared/domain/hospital-time';
import { formatSubjectNumber, projectNumberToken } from '../../../shared/domain/recruitment/subject-number';
import type { CentreRole } from '../../../shared/domain/study/centres';
import { ensureOwnCentre } from '../../modules/study/centres/own-centre';
import { type Actor, auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';
import type { Database } from '../schema';

interface DemoCentre {
  name: string;
  role: CentreRole;
  piName: string;
  ethicsApprovalNumber: string;
  approvedDaysAgo: number;
  enrolmentTarget: number;
  /** Its subjects: status and days since screening. */
  subjects: { initials: string; status: 'screening' | 'enrolled' | 'screenFailed'; screenedDaysAgo: number }[];
}

export const DEMO_CENTRES: DemoCentre[] = [
  {
    name: '江南医科大学附属肿瘤医院',
    role: 'lead',
    piName: '周建国',
    ethicsApprovalNumber: 'JNZL-EC-2025-088',
    approvedDaysAgo: 240,
    enrolmentTarget: 60,
    subjects: [
      { initials: 'W*', status: 'enrolled', screenedDaysAgo: 70 },
      { initials: 'L*', status: 'enrolled', screenedDaysAgo: 52 },
      { initials: 'Z*', status: 'screenFailed', screenedDaysAgo: 40 },
      { initials: 'H*', status: 'screening', screenedDaysAgo: 6 },
    ],
  },
  {
    name: '滨海市第二人民医院',
    role: 'participating',
    piName: '孙丽萍',
    ethicsApprovalNumber: 'BH2R-2025-031',
    approvedDaysAgo: 200,
    enrolmentTarget: 30,
    subjects: [
      { initials: 'C*', status: 'enrolled', screenedDaysAgo: 45 },
      { initials: 'Y*', status: 'screening', screenedDaysAgo: 3 },
    ],
  },
];

/** Our own centre for every project without one, and the other centres of the first demo project. */
export async function addDemoCentres(
  trx: Transaction<Database>,
  actor: Actor,
  multiCentreProjectId: number | undefined,
) {
  const projects = await trx.selectFrom('project').select('id').orderBy('id').execute();
  for (const { id } of projects) await ensureOwnCentre(trx, id, actor);
  if (multiCentreProjectId === undefined) return;
  const day = (daysAgo: number) => hospitalDay(actor.at - daysAgo * DAY_MS);
  for (const { subjects: _subjects, approvedDaysAgo, ...centre } of DEMO_CENTRES) {
    const fields = { ...centre, ethicsApprovalDate: day(approvedDaysAgo), status: 'active' };
    const now = isoTime(actor.at);
    const { id } = await trx
      .insertInto('researchCentre')
      .values({
        projectId: multiCentreProjectId,
        ...fields,
        createdBy: actor.actorName,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'centre.create',
      entity: 'project',
      entityId: multiCentreProjectId,
      after: { centreId: id, ...fields },
    });
  }
}

/**
 * The other centres' subjects of the first demo project, numbered after the project's own
 * (run after the recruitment demo). Once: not when any of those centres has a subject.
 */
export async function loadCentreSubjectsDemo(db: Db, now: number): Promise<boolean> {
  const project = await db.selectFrom('project').select(['id', 'projectNo']).orderBy('id').limit(1).executeTakeFirst();
  if (!project) return false;
  const centres = await db
    .selectFrom('researchCentre')
    .select(['id', 'name'])
    .where('projectId', '=', project.id)
    .where('isOwn', '=', 0)
    .execute();
  // The recruitment demo's subjects came from our own candidates: they belong to our own centre.
  await db
    .updateTable('trialSubject')
    .set((eb) => ({
      centreId: eb
        .selectFrom('researchCentre as rc')
        .select('rc.id')
        .whereRef('rc.projectId', '=', 'trialSubject.projectId')
        .where('rc.isOwn', '=', 1),
    }))
    .where('centreId', 'is', null)
    .execute();
  if (centres.length === 0) return false;
  const ids = centres.map((centre) => centre.id);
  if (await db.selectFrom('trialSubject').select('id').where('centreId', 'in', ids).executeTakeFirst()) return false;
  const actor = processActor('system', now);
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('trialSubject')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('projectId', '=', project.id)
      .executeTakeFirst();
    let seq = Number(last?.seq ?? 0);
    for (const centre of centres) {
      const demo = DEMO_CENTRES.find((entry) => entry.name === centre.name);
      for (const subject of demo?.subjects ?? []) {
        seq += 1;
        const screening = now - subject.screenedDaysAgo * DAY_MS;
        const ended = hospitalDay(Math.min(now, screening + 14 * DAY_MS));
        const subjectNumber = formatSubjectNumber(null, {
          seq,
          year: hospitalDay(screening).slice(0, 4),
          projectNo: projectNumberToken(project.projectNo, project.id),
        });
        const { id } = await trx
          .insertInto('trialSubject')
          .values({
            projectId: project.id,
            patientId: null,
            centreId: centre.id,
            subjectNumber,
            seq,
            initials: subject.initials,
            status: subject.status,
            screeningDate: hospitalDay(screening),
            consentDate: hospitalDay(screening),
            enrolledDate: subject.status === 'enrolled' ? ended : null,
            endedDate: subject.status === 'screenFailed' ? ended : null,
            reasonCode: subject.status === 'screenFailed' ? 'lab' : null,
            reason: null,
            note: null,
            createdAt: isoTime(screening),
            updatedAt: isoTime(screening),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.create',
          entity: 'trialSubject',
          entityId: id,
          after: { projectId: project.id, subjectNumber, patientId: null, centreId: centre.id, status: subject.status },
        });
      }
    }
  });
  return true;
}
