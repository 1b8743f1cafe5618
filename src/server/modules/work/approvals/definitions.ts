/**
 * Workflow definitions (system page Workflows): drafts are saved with their steps and
 * published; publishing retires the key's revision before (running approvals keep theirs).
 * Each write is one transaction with its version check and audit row (entity
 * 'workflow_definition': definition.create, definition.update, definition.publish).
 */
import type { DefinitionSaveBody, WorkflowDefinition } from '../../../../shared/api/work/approvals';
import { type DefinitionStatus, stepProblems } from '../../../../shared/domain/work/approvals';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createDefinitionRepository } from './definition-repository';
import { createApprovalRepository } from './repository';

const ENTITY = 'workflow_definition';

const STEP_PROBLEMS = {
  no_steps: { 'zh-CN': '至少需要一个审批步骤', en: 'A workflow needs at least one step' },
  duplicate_sort: { 'zh-CN': '步骤序号不能重复', en: 'Step numbers must differ' },
  bad_threshold: {
    'zh-CN': '金额门槛须为不小于 0 的整数（分）',
    en: 'A threshold is a whole number of fen, 0 or more',
  },
  no_approver: { 'zh-CN': '每个步骤都要指定审批人', en: 'Each step needs its approver' },
} as const;

export async function listDefinitions(db: Db): Promise<WorkflowDefinition[]> {
  const repo = createDefinitionRepository(db);
  const [rows, steps] = [await repo.all(), await repo.allSteps()];
  return rows.map((row) => ({
    ...row,
    status: row.status as DefinitionStatus,
    steps: steps
      .filter((step) => step.definitionId === row.id)
      .map(({ definitionId: _, approverKind, ...step }) => ({
        ...step,
        approverKind: approverKind as WorkflowDefinition['steps'][number]['approverKind'],
      })),
  }));
}

export async function saveDefinition(db: Db, body: DefinitionSaveBody, actor: Actor) {
  const problem = stepProblems(body.steps)[0];
  if (problem) throw fieldProblem('steps', STEP_PROBLEMS[problem]);
  return db.transaction().execute(async (trx) => {
    const now = isoTime(actor.at);
    const fields = { key: body.key, name: body.name.trim(), description: cleanText(body.description) };
    const repo = createDefinitionRepository(trx);
    let id: number;
    let version: number;
    if (body.id === undefined) {
      id = await repo.insertDraft(fields, (await repo.lastRevision(body.key)) + 1, actor.actorName, now);
      version = 1;
    } else {
      const row = await createApprovalRepository(trx).definitionById(body.id);
      if (!row) throw notFound({ 'zh-CN': '审批流程不存在', en: 'No such workflow' });
      if (row.status !== 'draft')
        throw badRequest({
          'zh-CN': '只能修改草稿；请新建修订版',
          en: 'Only a draft can change: start a new revision',
        });
      if (body.version === undefined || row.version !== body.version) throw staleVersion();
      if (row.key !== body.key) throw fieldProblem('key', { 'zh-CN': '流程标识不能修改', en: 'The key cannot change' });
      if (!(await repo.updateDraft(row.id, row.version, fields, now))) throw staleVersion();
      id = row.id;
      version = row.version + 1;
    }
    await repo.replaceSteps(
      id,
      body.steps.map((step) => ({ ...step, name: step.name.trim(), approverRef: step.approverRef.trim() })),
    );
    await appendAudit(trx, {
      ...auditActor(actor),
      action: body.id === undefined ? 'definition.create' : 'definition.update',
      entity: ENTITY,
      entityId: id,
      after: { ...fields, steps: body.steps },
    });
    return { id, version };
  });
}

export async function publishDefinition(db: Db, body: { id: number; version: number }, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await createApprovalRepository(trx).definitionById(body.id);
    if (!row) throw notFound({ 'zh-CN': '审批流程不存在', en: 'No such workflow' });
    if (row.version !== body.version) throw staleVersion();
    if (row.status !== 'draft') throw badRequest({ 'zh-CN': '只能发布草稿', en: 'Only a draft can be published' });
    if (!(await createDefinitionRepository(trx).publish(row.id, row.key, row.version, isoTime(actor.at))))
      throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'definition.publish',
      entity: ENTITY,
      entityId: row.id,
      before: { status: 'draft' },
      after: { status: 'published', key: row.key, revision: row.revision },
    });
    return { id: row.id, version: row.version + 1 };
  });
}
