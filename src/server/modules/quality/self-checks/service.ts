/**
 * Self-check writes (SUITE.md 'Writes'), each in one transaction with its audit rows:
 * saving the project's list (selfCheckList.save, entity 'self_check_template', version
 * checked; null for the first save) and recording a run (selfCheck.create, entity
 * 'self_check_run') against the list's current version, every item answered once; each
 * 'no' is raised as a level-1 finding of the run (qcFinding.raise) with the item's problem
 * type, minor, its note as the description.
 */
import type { SelfCheckRunBody, SelfCheckTemplateBody } from '../../../../shared/api/quality/self-checks';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { itemsToRaise } from '../../../../shared/domain/quality/inspection-dictionaries';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { insertAttachedFinding } from '../inspections/repository';
import { createSelfCheckRepository } from './repository';

async function saveTemplate(db: Db, body: SelfCheckTemplateBody, actor: Actor) {
  const keys = body.items.map((item) => item.key);
  const twice = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (twice >= 0)
    throw fieldProblem(`items.${twice}.key`, { 'zh-CN': '检查项编码重复', en: 'The item key is used twice' });
  return db.transaction().execute(async (trx) => {
    const current = await createSelfCheckRepository(trx).template(body.projectId);
    if (current.version !== body.version) throw staleVersion();
    const items = body.items.map((item) => ({ ...item, text: item.text.trim() }));
    const now = isoTime(actor.at);
    const version = (current.version ?? 0) + 1;
    const values = { items: JSON.stringify(items), updatedBy: actor.actorName, updatedAt: now, version };
    if (current.version === null)
      await trx
        .insertInto('selfCheckTemplate')
        .values({ ...values, projectId: body.projectId })
        .execute();
    else {
      const result = await trx
        .updateTable('selfCheckTemplate')
        .set(values)
        .where('projectId', '=', body.projectId)
        .where('version', '=', current.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
    }
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'selfCheckList.save',
      entity: 'self_check_template',
      entityId: body.projectId,
      before: { items: current.items },
      after: { items },
    });
    return { version };
  });
}

async function recordRun(db: Db, body: SelfCheckRunBody, actor: Actor) {
  if (body.checkedOn > hospitalDay(actor.at))
    throw fieldProblem('checkedOn', {
      'zh-CN': '自查日期不能晚于今天',
      en: 'The self-check day cannot be after today',
    });
  return db.transaction().execute(async (trx) => {
    const template = await createSelfCheckRepository(trx).template(body.projectId);
    if (template.version !== body.templateVersion) throw staleVersion();
    const given = new Map(body.answers.map((answer) => [answer.key, answer]));
    const missing = template.items.findIndex((item) => !given.has(item.key));
    if (given.size !== body.answers.length || missing >= 0 || given.size !== template.items.length)
      throw fieldProblem('answers', { 'zh-CN': '每个检查项都须回答一次', en: 'Answer every item of the list once' });
    const answers = template.items.map((item) => {
      const { answer, note } = given.get(item.key) ?? { answer: 'na' as const };
      return { ...item, answer, note: cleanText(note) };
    });
    const unexplained = answers.findIndex((item) => item.answer === 'no' && item.note === null);
    if (unexplained >= 0)
      throw fieldProblem(`answers.${unexplained}.note`, {
        'zh-CN': '回答"否"须说明问题',
        en: 'Say what is wrong for a "no"',
      });
    const now = isoTime(actor.at);
    const fields = { checkedOn: body.checkedOn, summary: cleanText(body.summary), answers: JSON.stringify(answers) };
    const { id } = await trx
      .insertInto('selfCheckRun')
      .values({ ...fields, projectId: body.projectId, createdBy: actor.actorName, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'selfCheck.create',
      entity: 'self_check_run',
      entityId: id,
      after: { projectId: body.projectId, ...fields },
    });
    const raised = itemsToRaise(answers);
    for (const item of raised) {
      const finding = {
        projectId: body.projectId,
        itemCode: item.key,
        problemType: item.problemType,
        severity: 1,
        description: `${item.text}：${item.note ?? ''}`,
      };
      const findingId = await insertAttachedFinding(trx, {
        ...finding,
        source: 'selfCheckRunId',
        sourceId: id,
        createdBy: actor.actorName,
        now,
      });
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'qcFinding.raise',
        entity: 'quality_finding',
        entityId: findingId,
        after: { ...finding, selfCheckRunId: id, status: 2 },
      });
    }
    return { id, version: 1, findings: raised.length };
  });
}

export function createSelfCheckService(db: Db) {
  return {
    saveTemplate: (body: SelfCheckTemplateBody, actor: Actor) => saveTemplate(db, body, actor),
    run: (body: SelfCheckRunBody, actor: Actor) => recordRun(db, body, actor),
  };
}
