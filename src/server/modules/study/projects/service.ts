/**
 * Study management writes on projects (SUITE.md 'Writes'): each in one transaction that
 * checks the domain rules and the row version, applies the change or the lifecycle
 * transition, and appends its audit row (entity 'project', the project's id), which is
 * what the project's activity tab reads. Every write to `project` or `outpatient` moves the
 * shared 'projects' data version (migration 005 triggers), so the public list's cache on
 * every instance drops what it held.
 */
import type { Transaction } from 'kysely';
import type { ProjectFields, ProjectUpdateBody } from '../../../../shared/api/study/projects';
import type { Doctor } from '../../../../shared/api/study/project-pages';
import { isCalendarDate } from '../../../../shared/domain/hospital-time';
import {
  PROJECT_DICTIONARY_FIELDS,
  type ProjectDictionaryField,
  dictionaryEntriesOf,
} from '../../../../shared/domain/study/dictionary-fields';
import {
  PROJECT_TRANSITIONS,
  type ProjectAction,
  allowsRecruitStatus,
  canPublish,
  canTransition,
} from '../../../../shared/domain/study/lifecycle';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { emitProjectCreated } from './project-events';
import {
  PROJECT_FIELD_COLUMNS,
  type ProjectFieldValues,
  type ProjectRepository,
  type ProjectState,
  createProjectRepository,
} from './repository';

export const PROJECT_ENTITY = 'project';

/** The start time must name a real day ('2026-02-30T…' matches the pattern but is no day). */
function checkStartTime(value: string | null | undefined): void {
  if (!value) return;
  if (!isCalendarDate(value.slice(0, 10)) || Number.isNaN(Date.parse(value))) {
    throw fieldProblem('actionTime', { 'zh-CN': '日期无效', en: 'Not a real date' });
  }
}

/** The form's values as stored: text trimmed, blank is null, the start time as ISO UTC. */
export function storedProjectFields(body: ProjectFields): ProjectFieldValues {
  checkStartTime(body.actionTime);
  const values = {} as Record<string, unknown>;
  for (const column of PROJECT_FIELD_COLUMNS) {
    const value = body[column];
    values[column] = typeof value === 'string' ? cleanText(value) : (value ?? null);
  }
  const fields = values as ProjectFieldValues;
  if (fields.actionTime) fields.actionTime = new Date(fields.actionTime).toISOString();
  return { ...fields, name: body.name.trim(), recruitStatus: body.recruitStatus };
}

/** Dictionary fields must name entries of their dictionary (only the fields that changed are checked). */
async function checkDictionaryFields(repo: ProjectRepository, fields: Partial<ProjectFieldValues>): Promise<void> {
  for (const [name, field] of Object.entries(PROJECT_DICTIONARY_FIELDS)) {
    const entries = dictionaryEntriesOf(field, fields[name as ProjectDictionaryField]);
    if (entries.length === 0) continue;
    const dictionary = await repo.dictionary(field.code);
    const known = new Set(dictionary.map((entry) => (field.holds === 'key' ? entry.itemKey : entry.itemValue)));
    const unknown = entries.filter((entry) => !known.has(entry));
    if (unknown.length > 0)
      throw fieldProblem(name, {
        'zh-CN': `不在字典 ${field.code} 中：${unknown.join('、')}`,
        en: `Not in the dictionary ${field.code}: ${unknown.join(', ')}`,
      });
  }
}

async function checkFields(repo: ProjectRepository, fields: Partial<ProjectFieldValues>): Promise<void> {
  if (fields.deptId && !(await repo.departmentExists(fields.deptId)))
    throw fieldProblem('deptId', { 'zh-CN': '科室不存在', en: 'No such department' });
  await checkDictionaryFields(repo, fields);
}

function checkRecruitStatus(project: ProjectState, recruitStatus: string): void {
  if (!allowsRecruitStatus(project.status, recruitStatus)) {
    throw fieldProblem('recruitStatus', {
      'zh-CN': '已终止或归档的项目只能为“终止招募”',
      en: "A stopped or archived project can only be 'recruitment ended'",
    });
  }
}

/** Loads the project a write is about: 404 when it does not exist, refused when `version` is stale. */
async function projectForWrite(repo: ProjectRepository, id: number, version: number): Promise<ProjectState> {
  const project = await repo.state(id);
  if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
  if (project.version !== version) throw staleVersion();
  return project;
}

async function applyChange(
  repo: ProjectRepository,
  project: ProjectState,
  set: Parameters<ProjectRepository['update']>[2],
) {
  if (!(await repo.update(project.id, project.version, set))) throw staleVersion();
  return project.version + 1;
}

/** Inserts a draft with its doctors and puts the actor on its team with their system roles. */
export async function insertDraft(
  trx: Transaction<Database>,
  fields: ProjectFieldValues,
  doctors: readonly Doctor[],
  actor: Actor,
  action: 'project.create' | 'project.copy' | 'project.import',
  copiedFrom?: number,
): Promise<number> {
  const repo = createProjectRepository(trx);
  const now = isoTime(actor.at);
  const id = await repo.insert({
    ...fields,
    status: 'preparing',
    published: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  await repo.replaceDoctors(id, doctors);
  if (actor.actorId !== null) await repo.addToTeam(id, actor.actorId, await repo.systemRoleIds(actor.actorId));
  await appendAudit(trx, {
    ...auditActor(actor),
    action,
    entity: PROJECT_ENTITY,
    entityId: id,
    after: { ...fields, doctors, ...(copiedFrom ? { copiedFrom } : {}) },
  });
  await emitProjectCreated(trx, { projectId: id, actor });
  return id;
}

export function createProjectService(db: Db) {
  /** One versioned change of a project with its audit row; `change` answers what to set and record. */
  function versionedWrite(
    projectId: number,
    version: number,
    actor: Actor,
    change: (
      project: ProjectState,
      repo: ProjectRepository,
      trx: Transaction<Database>,
    ) => Promise<{
      action: string;
      set: Record<string, unknown>;
      before: unknown;
      after: unknown;
      reason?: string;
    } | null>,
  ) {
    return db.transaction().execute(async (trx) => {
      const repo = createProjectRepository(trx);
      const project = await projectForWrite(repo, projectId, version);
      const outcome = await change(project, repo, trx);
      if (!outcome) return { id: project.id, version: project.version };
      const next = await applyChange(repo, project, { ...outcome.set, updatedAt: isoTime(actor.at) });
      await appendAudit(trx, {
        ...auditActor(actor),
        action: outcome.action,
        entity: PROJECT_ENTITY,
        entityId: project.id,
        before: outcome.before,
        after: outcome.after,
        reason: outcome.reason ?? null,
      });
      return { id: project.id, version: next };
    });
  }

  return {
    async create(body: ProjectFields, actor: Actor): Promise<{ id: number; version: number }> {
      const fields = storedProjectFields(body);
      const id = await db.transaction().execute(async (trx) => {
        await checkFields(createProjectRepository(trx), fields);
        return insertDraft(trx, fields, [], actor, 'project.create');
      });
      return { id, version: 1 };
    },

    update(body: ProjectUpdateBody, actor: Actor) {
      return versionedWrite(body.projectId, body.version, actor, async (project, repo) => {
        const { before, after, changed } = changedFields<ProjectFieldValues>(project, storedProjectFields(body));
        if (!changed) return null;
        if (after.recruitStatus !== undefined) checkRecruitStatus(project, after.recruitStatus);
        await checkFields(repo, after);
        return { action: 'project.update', set: after, before, after };
      });
    },

    async copy(projectId: number, actor: Actor): Promise<{ id: number; version: number }> {
      const id = await db.transaction().execute(async (trx) => {
        const repo = createProjectRepository(trx);
        const source = await repo.state(projectId);
        if (!source) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
        const fields = Object.fromEntries(PROJECT_FIELD_COLUMNS.map((c) => [c, source[c]])) as ProjectFieldValues;
        const copy = { ...fields, name: `${source.name}（副本）`.slice(0, 200), projectNo: null };
        return insertDraft(trx, copy, await repo.doctors(projectId), actor, 'project.copy', projectId);
      });
      return { id, version: 1 };
    },

    transition(body: { projectId: number; version: number; reason?: string }, action: ProjectAction, actor: Actor) {
      const rule = PROJECT_TRANSITIONS[action];
      return versionedWrite(body.projectId, body.version, actor, async (project) => {
        if (!canTransition(project.status, action)) {
          throw fieldProblem('status', {
            'zh-CN': `项目当前状态（${project.status}）不能${action}`,
            en: `The project cannot ${action} from its current status (${project.status})`,
          });
        }
        const reason = rule.needsReason ? cleanText(body.reason) : null;
        if (rule.needsReason && !reason)
          throw fieldProblem('reason', { 'zh-CN': '请填写原因', en: 'Write the reason' });
        const set: Record<string, unknown> = { status: rule.to };
        const before: Record<string, unknown> = { status: project.status };
        if (reason) set.terminateReason = reason;
        if ('recruitStatus' in rule && project.recruitStatus !== rule.recruitStatus) {
          set.recruitStatus = rule.recruitStatus;
          before.recruitStatus = project.recruitStatus;
        }
        if ('unpublish' in rule && project.published) {
          set.published = 0;
          before.published = true;
        }
        const after = { ...set, ...('published' in set ? { published: false } : {}) };
        return { action: `project.${action}`, set, before, after, ...(reason ? { reason } : {}) };
      });
    },

    setPublished(body: { projectId: number; version: number }, published: boolean, actor: Actor) {
      return versionedWrite(body.projectId, body.version, actor, async (project) => {
        if (project.published === published) return null;
        if (published && !canPublish(project.status, project.published)) {
          throw fieldProblem('status', {
            'zh-CN': '已归档的项目不能发布',
            en: 'An archived project cannot be published',
          });
        }
        const set = published ? { published: 1, publishedAt: isoTime(actor.at) } : { published: 0 };
        return {
          action: published ? 'project.publish' : 'project.unpublish',
          set,
          before: { published: project.published },
          after: { published },
        };
      });
    },

    setRecruitStatus(body: { projectId: number; version: number; recruitStatus: string }, actor: Actor) {
      return versionedWrite(body.projectId, body.version, actor, async (project) => {
        if (project.recruitStatus === body.recruitStatus) return null;
        checkRecruitStatus(project, body.recruitStatus);
        return {
          action: 'project.recruitStatus',
          set: { recruitStatus: body.recruitStatus },
          before: { recruitStatus: project.recruitStatus },
          after: { recruitStatus: body.recruitStatus },
        };
      });
    },

    saveDoctors(body: { projectId: number; version: number; doctors: Doctor[] }, actor: Actor) {
      const doctors = body.doctors.map((doctor) => ({
        deptName: doctor.deptName.trim(),
        doctName: doctor.doctName.trim(),
        seeTime: doctor.seeTime.trim(),
      }));
      return versionedWrite(body.projectId, body.version, actor, async (project, repo) => {
        const before = await repo.doctors(project.id);
        if (JSON.stringify(before) === JSON.stringify(doctors)) return null;
        await repo.replaceDoctors(project.id, doctors);
        return { action: 'project.doctors', set: {}, before: { doctors: before }, after: { doctors } };
      });
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
