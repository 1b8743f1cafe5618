/**
 * Research centre writes (SUITE.md 'Writes'): each in one transaction that loads the centre
 * within the caller's project (a centre of another project is 'not found'), checks its
 * version, the fields (a unique name in the project; a staff PI only at our own centre and
 * only from the project's team; an approval day not after today) or the status machine of
 * shared/domain/study/centres.ts, applies the change and appends the audit row in the
 * project's trail (entity 'project': centre.create, centre.update, centre.activate,
 * centre.close, centre.reopen). Our own centre stays our own: it cannot be added twice.
 */
import type { CentreMoveBody, CentreSaveBody } from '../../../../shared/api/study/centres';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { CENTRE_TRANSITIONS, canCentreTransition } from '../../../../shared/domain/study/centres';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { CENTRE_ENTITY } from './own-centre';
import { type CentreFields, type CentreState, createCentreRepository } from './repository';

type Repo = ReturnType<typeof createCentreRepository>;
type Saved = { id: number; version: number };

function centreIn(found: CentreState | undefined, projectId: number): CentreState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '研究中心不存在', en: 'No such centre in this project' });
  return found;
}

function fieldsOf(body: CentreSaveBody, today: string): CentreFields {
  const approvalDate = body.ethicsApprovalDate ?? null;
  if (approvalDate !== null && !isCalendarDate(approvalDate))
    throw fieldProblem('ethicsApprovalDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (approvalDate !== null && approvalDate > today)
    throw fieldProblem('ethicsApprovalDate', {
      'zh-CN': '批准日期不能晚于今天',
      en: 'The approval day cannot be after today',
    });
  return {
    name: body.name.trim(),
    role: body.role,
    piName: cleanText(body.piName),
    piUserId: body.piUserId ?? null,
    ethicsApprovalNumber: cleanText(body.ethicsApprovalNumber),
    ethicsApprovalDate: approvalDate,
    enrolmentTarget: body.enrolmentTarget ?? null,
    note: cleanText(body.note),
  };
}

async function checkFields(repo: Repo, projectId: number, fields: CentreFields, centre: CentreState | null) {
  if (await repo.nameTaken(projectId, fields.name, centre?.id ?? null))
    throw fieldProblem('name', {
      'zh-CN': '本项目已有同名研究中心',
      en: 'The project already has a centre of this name',
    });
  if (fields.piUserId === null) return fields;
  if (!centre?.isOwn)
    throw fieldProblem('piUserId', {
      'zh-CN': '只有本院中心的研究者可选择系统用户',
      en: 'Only our own centre’s PI can be a staff user',
    });
  const team = await repo.team(projectId);
  const member = team.find((entry) => entry.userId === fields.piUserId);
  if (!member)
    throw fieldProblem('piUserId', { 'zh-CN': '该用户不是项目成员', en: 'This user is not on the project’s team' });
  // The name follows the user; kept empty so a later rename shows.
  return { ...fields, piName: null };
}

export function createCentreService(db: Db) {
  return {
    async save(body: CentreSaveBody, actor: Actor): Promise<Saved> {
      const requested = fieldsOf(body, hospitalDay(actor.at));
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createCentreRepository(trx);
        if (body.id === undefined) {
          await requireProject(trx, body.projectId);
          const fields = await checkFields(repo, body.projectId, requested, null);
          const id = await repo.insert(
            body.projectId,
            { ...fields, isOwn: false, status: 'preparing' },
            actor.actorName,
            now,
          );
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'centre.create',
            entity: CENTRE_ENTITY,
            entityId: body.projectId,
            after: { centreId: id, ...fields, status: 'preparing' },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const centre = centreIn(await repo.byId(body.id), body.projectId);
        if (centre.version !== body.version) throw staleVersion();
        const fields = await checkFields(repo, body.projectId, requested, centre);
        // The stored PI name is empty while a staff user is the PI (the list shows the user's name).
        const stored = { ...centre, piName: centre.piUserId === null ? centre.piName : null };
        const { before, after, changed } = changedFields<CentreFields>(stored, fields);
        if (!changed) return { id: centre.id, version: centre.version };
        if (!(await repo.update(centre.id, centre.version, after, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'centre.update',
          entity: CENTRE_ENTITY,
          entityId: centre.projectId,
          before: { centreId: centre.id, ...before },
          after: { centreId: centre.id, ...after },
        });
        return { id: centre.id, version: centre.version + 1 };
      });
    },

    async move(body: CentreMoveBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createCentreRepository(trx);
        const centre = centreIn(await repo.byId(body.id), body.projectId);
        if (centre.version !== body.version) throw staleVersion();
        if (!canCentreTransition(centre.status, body.action))
          throw badRequest({
            'zh-CN': '当前状态下不能执行该操作',
            en: 'This move is not allowed from the centre’s status',
          });
        const status = CENTRE_TRANSITIONS[body.action].to;
        if (!(await repo.update(centre.id, centre.version, { status }, isoTime(actor.at)))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: `centre.${body.action}`,
          entity: CENTRE_ENTITY,
          entityId: centre.projectId,
          before: { centreId: centre.id, name: centre.name, status: centre.status },
          after: { centreId: centre.id, name: centre.name, status },
        });
        return { id: centre.id, version: centre.version + 1 };
      });
    },
  };
}
