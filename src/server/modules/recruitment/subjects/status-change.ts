/**
 * A subject's status move (POST /api/trial/subject/setStatus): the machine of
 * shared/domain/recruitment/subject-status.ts applied on the server, in one transaction with
 * its audit row. The move's day defaults to the hospital's today; it may not be in the
 * future nor before the subject's screening (or, for enrolment, before informed consent).
 */
import type { SubjectSetStatusBody } from '../../../../shared/api/recruitment/subjects';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import {
  SUBJECT_STATUS_LABELS,
  SUBJECT_TRANSITIONS,
  type SubjectTransition,
  canTransitionSubject,
  isSubjectStatus,
} from '../../../../shared/domain/recruitment/subject-status';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { generateSubjectVisits } from '../../visits';
import { type SubjectChange, type SubjectRow, createSubjectRepository } from './repository';
import { SUBJECT_ENTITY, checkedDay, subjectIn, toSubject } from './service';

/** What the move writes, or a field-named refusal. */
function changeOf(subject: SubjectRow, body: SubjectSetStatusBody, today: string): SubjectChange {
  const transition: SubjectTransition = SUBJECT_TRANSITIONS[body.action];
  const date = checkedDay('date', body.date ?? today, today);
  if (date < subject.screeningDate)
    throw fieldProblem('date', { 'zh-CN': '不能早于筛选日期', en: 'Cannot be before the screening date' });
  const change: SubjectChange = { status: transition.to, [transition.dateField]: date };
  if (transition.reasonCodes) {
    if (!body.reasonCode || !transition.reasonCodes.includes(body.reasonCode)) {
      throw fieldProblem('reasonCode', { 'zh-CN': '请选择原因', en: 'Choose a reason' });
    }
    const reason = cleanText(body.reason);
    if (body.reasonCode === 'other' && reason === null)
      throw fieldProblem('reason', { 'zh-CN': '选择“其他”时请填写原因', en: "With 'other', write the reason" });
    change.reasonCode = body.reasonCode;
    change.reason = reason;
  }
  if (transition.needsConsent) {
    const consentDate =
      subject.consentDate ?? (body.consentDate ? checkedDay('consentDate', body.consentDate, today) : null);
    if (consentDate === null)
      throw fieldProblem('consentDate', {
        'zh-CN': '入组前须记录知情同意日期',
        en: 'Record the consent date before enrolment',
      });
    if (consentDate > date)
      throw fieldProblem('consentDate', {
        'zh-CN': '知情同意日期不能晚于入组日期',
        en: 'The consent date cannot be after the enrolment date',
      });
    change.consentDate = consentDate;
  }
  return change;
}

export async function setSubjectStatus(db: Db, body: SubjectSetStatusBody, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const repo = createSubjectRepository(trx);
    const subject = subjectIn(await repo.byId(body.id), body.projectId);
    if (subject.version !== body.version) throw staleVersion();
    if (!canTransitionSubject(toSubject(subject), body.action)) {
      const status = isSubjectStatus(subject.status)
        ? SUBJECT_STATUS_LABELS[subject.status]
        : { 'zh-CN': subject.status, en: subject.status };
      throw badRequest(
        subject.invalid === 1
          ? { 'zh-CN': '无效记录不允许此操作', en: 'Not allowed on an invalid entry' }
          : {
              'zh-CN': `当前状态（${status['zh-CN']}）不允许此操作`,
              en: `Not allowed in the current status (${status.en})`,
            },
      );
    }
    const change = changeOf(subject, body, hospitalDay(actor.at));
    if (!(await repo.update(subject.id, subject.version, change, isoTime(actor.at)))) throw staleVersion();
    // The published visit plan's visits come with the enrolment, in the same transaction.
    if (body.action === 'enrol')
      await generateSubjectVisits(trx, { projectId: subject.projectId, subjectId: subject.id }, actor);
    const before: Record<string, unknown> = { subjectNumber: subject.subjectNumber };
    for (const key of Object.keys(change) as (keyof SubjectChange)[]) before[key] = subject[key];
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `subject.${body.action}`,
      entity: SUBJECT_ENTITY,
      entityId: subject.id,
      before,
      after: { subjectNumber: subject.subjectNumber, ...change },
    });
    return { id: subject.id, version: subject.version + 1 };
  });
}
