/**
 * Our hospital's own centre of a project, and the centre a new subject belongs to. A project
 * gets its own centre when it is created (new, copied or imported: the project-created event),
 * by the rule of shared/domain/study/centres.ts; migration 058 did the same for projects that
 * existed before.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  OWN_CENTRE_FALLBACK_NAME,
  centreTakesSubjects,
  ownCentreRoleOf,
  ownCentreStatusOf,
} from '../../../../shared/domain/study/centres';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, fieldProblem, isoTime } from '../../../services/staff-write';
import { createCentreRepository } from './repository';

export const CENTRE_ENTITY = 'project';

/** Makes the project's own centre unless it has one (in the caller's transaction); its id, or undefined without the project. */
export async function ensureOwnCentre(
  db: Transaction<Database>,
  projectId: number,
  actor: Actor,
): Promise<number | undefined> {
  const repo = createCentreRepository(db);
  const existing = await repo.ownOf(projectId);
  if (existing) return existing.id;
  const source = await repo.ownCentreSource(projectId);
  if (!source) return undefined;
  const { project, site } = source;
  const names = [site?.hospitalNameFull ?? '', site?.siteName ?? ''];
  const fields = {
    name: names.map((name) => name.trim()).find((name) => name !== '') ?? OWN_CENTRE_FALLBACK_NAME,
    role: ownCentreRoleOf(project.initiatingUnit, names),
    piName: project.researchName?.trim() || null,
    piUserId: null,
    ethicsApprovalNumber: project.ethicsApprovalNumber,
    ethicsApprovalDate: null,
    enrolmentTarget: project.enrolmentTarget,
    note: null,
    status: ownCentreStatusOf(project.status),
  };
  const id = await repo.insert(projectId, { ...fields, isOwn: true }, actor.actorName, isoTime(actor.at));
  await appendAudit(db, {
    ...auditActor(actor),
    action: 'centre.create',
    entity: CENTRE_ENTITY,
    entityId: projectId,
    after: { centreId: id, isOwn: true, ...fields },
  });
  return id;
}

/**
 * The centre a new subject of the project belongs to: the one asked for (a centre of this
 * project that is not closed), or our own centre when none is asked for (null only for a
 * project without one, which the app never makes).
 */
export async function subjectCentreId(
  db: Kysely<Database>,
  projectId: number,
  centreId: number | undefined,
): Promise<number | null> {
  const repo = createCentreRepository(db);
  if (centreId === undefined) return (await repo.ownOf(projectId))?.id ?? null;
  const centre = await repo.byId(centreId);
  if (!centre || centre.projectId !== projectId)
    throw fieldProblem('centreId', { 'zh-CN': '本项目没有该研究中心', en: 'No such centre in this project' });
  if (!centreTakesSubjects(centre.status))
    throw fieldProblem('centreId', { 'zh-CN': '该研究中心已关闭', en: 'This centre is closed' });
  return centre.id;
}
