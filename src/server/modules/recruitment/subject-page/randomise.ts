/**
 * The subject's randomisation and re-consent writes (SUITE.md 'Writes'): each in one
 * transaction that loads the subject within the caller's project, checks its version and the
 * rules of shared/domain/recruitment/randomisation.ts, updates trial_subject and appends the
 * audit row (entity 'trialSubject'; 'subject.randomise' and 'subject.consent').
 */
import type { SubjectConsentBody, SubjectRandomiseBody } from '../../../../shared/api/recruitment/subject-page';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { canRandomise, randomisedDateProblem } from '../../../../shared/domain/recruitment/randomisation';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { createSubjectRepository } from '../subjects/repository';
import { SUBJECT_ENTITY, checkedDay, subjectIn, toSubject } from '../subjects/service';
import { CONSENT_ACTION } from './page';

type Saved = { id: number; version: number };

export async function randomiseSubject(db: Db, body: SubjectRandomiseBody, actor: Actor): Promise<Saved> {
  return db.transaction().execute(async (trx) => {
    const repo = createSubjectRepository(trx);
    const subject = subjectIn(await repo.byId(body.id), body.projectId);
    if (subject.version !== body.version) throw staleVersion();
    if (!canRandomise(toSubject(subject)))
      throw badRequest({ 'zh-CN': '只有已入组的受试者可以记录随机', en: 'Only an enrolled subject can be randomised' });
    const today = hospitalDay(actor.at);
    const date = checkedDay('randomisedDate', body.randomisedDate, today);
    const problem = randomisedDateProblem(date, subject.consentDate, today);
    if (problem) throw fieldProblem('randomisedDate', problem);
    const reason = cleanText(body.reason);
    // A randomisation once recorded is data a sponsor relies on: a correction says why.
    if (subject.randomisationNumber !== null && reason === null)
      throw fieldProblem('reason', {
        'zh-CN': '修改随机信息须填写原因',
        en: 'Changing the randomisation needs a reason',
      });
    const number = body.randomisationNumber.trim();
    if (await repo.randomisationNumberTaken(subject.projectId, number, subject.id)) {
      throw fieldProblem('randomisationNumber', {
        'zh-CN': '该随机号已分配给本项目的其他受试者',
        en: 'This randomisation number belongs to another subject of the project',
      });
    }
    const change = {
      randomisationNumber: number,
      randomisationArm: body.randomisationArm.trim(),
      randomisedDate: date,
    };
    if (!(await repo.update(subject.id, subject.version, change, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'subject.randomise',
      entity: SUBJECT_ENTITY,
      entityId: subject.id,
      reason,
      before: {
        subjectNumber: subject.subjectNumber,
        randomisationNumber: subject.randomisationNumber,
        randomisationArm: subject.randomisationArm,
        randomisedDate: subject.randomisedDate,
      },
      after: { subjectNumber: subject.subjectNumber, ...change },
    });
    return { id: subject.id, version: subject.version + 1 };
  });
}

export async function recordConsent(db: Db, body: SubjectConsentBody, actor: Actor): Promise<Saved> {
  return db.transaction().execute(async (trx) => {
    const repo = createSubjectRepository(trx);
    const subject = subjectIn(await repo.byId(body.id), body.projectId);
    if (subject.version !== body.version) throw staleVersion();
    if (subject.invalid === 1)
      throw badRequest({ 'zh-CN': '无效记录不允许此操作', en: 'Not allowed on an invalid entry' });
    const date = checkedDay('consentDate', body.consentDate, hospitalDay(actor.at));
    if (date < subject.screeningDate)
      throw fieldProblem('consentDate', { 'zh-CN': '不能早于筛选日期', en: 'Cannot be before the screening date' });
    // A re-consent comes after the consent it replaces; the first consent keeps its own day.
    if (subject.consentDate !== null && subject.consentVersion !== null && date < subject.consentDate) {
      throw fieldProblem('consentDate', {
        'zh-CN': '再次知情同意不能早于上次知情同意日期',
        en: 'A re-consent cannot be before the previous consent',
      });
    }
    const change = { consentVersion: body.consentVersion.trim(), consentDate: date };
    if (!(await repo.update(subject.id, subject.version, change, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: CONSENT_ACTION,
      entity: SUBJECT_ENTITY,
      entityId: subject.id,
      before: {
        subjectNumber: subject.subjectNumber,
        consentVersion: subject.consentVersion,
        consentDate: subject.consentDate,
      },
      after: { subjectNumber: subject.subjectNumber, ...change },
    });
    return { id: subject.id, version: subject.version + 1 };
  });
}
