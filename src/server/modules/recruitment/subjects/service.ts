/**
 * Trial-subject writes (SUITE.md 'Writes'): each in one transaction that loads the subject
 * within the caller's project (a subject of another project is 'not found'), checks its
 * version and the status machine (shared/domain/recruitment/subject-status.ts), applies the
 * change and appends the audit row (entity 'trialSubject'). Audit values name subjects by
 * number and ids only, never by name or initials.
 */
import type {
  Subject,
  SubjectDeleteBody,
  SubjectEnrolBody,
  SubjectSaveBody,
  SubjectSetInvalidBody,
} from '../../../../shared/api/recruitment/subjects';
import type { SubjectNumberingSaveBody } from '../../../../shared/api/recruitment/subject-numbering';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import {
  SUBJECT_NUMBER_PROBLEM_LABELS,
  subjectNumberPatternProblem,
} from '../../../../shared/domain/recruitment/subject-number';
import { canDeleteSubject, canSetSubjectInvalid } from '../../../../shared/domain/recruitment/subject-status';
import type { RecruitMatchStatus } from '../../../../shared/domain/recruitment/criteria';
import {
  ENROL_BLOCKS,
  type EnrolBlock,
  RECRUITING_STATUS,
  enrolBlock,
} from '../../../../shared/domain/recruitment/enrolment';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import type { FieldCipher } from '../../../lib/field-crypto';
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
import { subjectCentreId } from '../../study';
import { initialsOfName, isUniqueViolation, nextSubjectNumber } from './numbering';
import { type SubjectFields, type SubjectRow, createSubjectRepository } from './repository';

export const SUBJECT_ENTITY = 'trialSubject';
type Repo = ReturnType<typeof createSubjectRepository>;
type Saved = { id: number; version: number };

export function toSubject(row: SubjectRow): Subject {
  const { seq: _seq, ...rest } = row;
  return { ...rest, status: row.status as Subject['status'], invalid: row.invalid === 1 };
}

const enrolBlockMessage = (block: EnrolBlock) => {
  const label = ENROL_BLOCKS.find((entry) => entry.value === block)?.label;
  return label ?? { 'zh-CN': block, en: block };
};

export function subjectIn(found: SubjectRow | undefined, projectId: number): SubjectRow {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject in this project' });
  return found;
}

/** A real day, not after the hospital's today. */
export function checkedDay(field: string, value: string, today: string): string {
  if (!isCalendarDate(value)) throw fieldProblem(field, { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (value > today) throw fieldProblem(field, { 'zh-CN': '日期不能晚于今天', en: 'The date cannot be after today' });
  return value;
}

function checkedFields(body: SubjectSaveBody, today: string): SubjectFields {
  return {
    initials: body.initials.trim(),
    screeningDate: checkedDay('screeningDate', body.screeningDate, today),
    consentDate: body.consentDate ? checkedDay('consentDate', body.consentDate, today) : null,
    note: cleanText(body.note),
  };
}

/**
 * Runs a numbering write again if a concurrent one took the same running number (the unique
 * index on (project_id, seq) refused it); a few tries cover a burst of simultaneous enrolments.
 */
async function withNumberRetry<T>(write: () => Promise<T>, tries = 3): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error) || tries <= 1) throw error;
    return withNumberRetry(write, tries - 1);
  }
}

export function createSubjectService(db: Db, cipher: FieldCipher) {
  /** Numbers and inserts a subject in screening; `prepare` checks and completes the fields in the transaction. */
  function create(
    { projectId, patientId, centreId: askedCentre }: { projectId: number; patientId: number | null; centreId?: number },
    actor: Actor,
    prepare: (repo: Repo) => Promise<SubjectFields>,
  ): Promise<Saved & { subjectNumber: string }> {
    return withNumberRetry(() =>
      db.transaction().execute(async (trx) => {
        const repo = createSubjectRepository(trx);
        await repo.lockProjectNumbers(projectId);
        const centreId = await subjectCentreId(trx, projectId, askedCentre);
        const fields = await prepare(repo);
        const { seq, subjectNumber } = await nextSubjectNumber(repo, projectId, fields.screeningDate);
        const id = await repo.insert(
          { projectId, patientId, centreId, subjectNumber, seq, ...fields },
          isoTime(actor.at),
        );
        const { screeningDate, consentDate } = fields;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.create',
          entity: SUBJECT_ENTITY,
          entityId: id,
          after: { projectId, subjectNumber, patientId, centreId, status: 'screening', screeningDate, consentDate },
        });
        return { id, version: 1, subjectNumber };
      }),
    );
  }

  return {
    /** A willing candidate of the project becomes a subject in screening, named by initials. */
    enrol(body: SubjectEnrolBody, actor: Actor): Promise<Saved & { subjectNumber: string }> {
      const today = hospitalDay(actor.at);
      const screeningDate = checkedDay('screeningDate', body.screeningDate, today);
      const consentDate = body.consentDate ? checkedDay('consentDate', body.consentDate, today) : null;
      return create(body, actor, async (repo) => {
        const candidate = await repo.candidate(body.patientId);
        if (!candidate || candidate.projectId !== body.projectId) {
          throw notFound({ 'zh-CN': '候选患者不存在', en: 'No such candidate in this project' });
        }
        if (await repo.ofPatient(candidate.id))
          throw badRequest({
            'zh-CN': '该患者已是本项目的受试者',
            en: 'This patient is already a subject of the project',
          });
        if (candidate.version !== body.version) throw staleVersion();
        const block = enrolBlock({
          canEnrol: true,
          projectRecruiting: candidate.recruitStatus === RECRUITING_STATUS,
          matchStatus: candidate.matchStatus as RecruitMatchStatus | null,
          recruitResult: candidate.recruitResult,
        });
        if (block) throw badRequest(enrolBlockMessage(block));
        if (!(await repo.touchCandidate(candidate.id, candidate.version, isoTime(actor.at)))) throw staleVersion();
        const initials = initialsOfName(cipher.decrypt(candidate.nameEnc));
        return { initials, screeningDate, consentDate, note: null };
      });
    },

    /** Adds a subject without a candidate (no id) or edits one's initials, dates and note. */
    async save(body: SubjectSaveBody, actor: Actor): Promise<Saved> {
      const fields = checkedFields(body, hospitalDay(actor.at));
      if (body.id === undefined) {
        const { id, version } = await create({ ...body, patientId: null }, actor, async () => fields);
        return { id, version };
      }
      if (body.version === undefined)
        throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
      const subjectId = body.id;
      return db.transaction().execute(async (trx) => {
        const repo = createSubjectRepository(trx);
        const subject = subjectIn(await repo.byId(subjectId), body.projectId);
        if (subject.version !== body.version) throw staleVersion();
        if (subject.invalid === 1)
          throw badRequest({ 'zh-CN': '无效记录不可修改', en: 'An invalid entry cannot be changed' });
        if (subject.status !== 'screening' && fields.consentDate === null) {
          throw fieldProblem('consentDate', {
            'zh-CN': '已签署知情同意的记录必须保留日期',
            en: 'A signed consent keeps its date',
          });
        }
        const { before, after, changed } = changedFields<SubjectFields>(subject, fields);
        if (!changed) return { id: subject.id, version: subject.version };
        if (!(await repo.update(subject.id, subject.version, after, isoTime(actor.at)))) throw staleVersion();
        const { initials: _b, ...beforeSafe } = before;
        const { initials: _a, ...afterSafe } = after;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.update',
          entity: SUBJECT_ENTITY,
          entityId: subject.id,
          before: { subjectNumber: subject.subjectNumber, ...beforeSafe, initialsChanged: 'initials' in before },
          after: { subjectNumber: subject.subjectNumber, ...afterSafe, initialsChanged: 'initials' in after },
        });
        return { id: subject.id, version: subject.version + 1 };
      });
    },

    async setInvalid(body: SubjectSetInvalidBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createSubjectRepository(trx);
        const subject = subjectIn(await repo.byId(body.id), body.projectId);
        if (subject.version !== body.version) throw staleVersion();
        if (!canSetSubjectInvalid(toSubject(subject)))
          throw badRequest({ 'zh-CN': '该记录已是无效状态', en: 'This entry is already invalid' });
        const reason = body.reason.trim();
        if (
          !(await repo.update(subject.id, subject.version, { invalid: 1, invalidReason: reason }, isoTime(actor.at)))
        ) {
          throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.invalid',
          entity: SUBJECT_ENTITY,
          entityId: subject.id,
          reason,
          before: { subjectNumber: subject.subjectNumber, invalid: false },
          after: { subjectNumber: subject.subjectNumber, invalid: true, invalidReason: reason },
        });
        return { id: subject.id, version: subject.version + 1 };
      });
    },

    async remove(body: SubjectDeleteBody, actor: Actor): Promise<Saved> {
      return db.transaction().execute(async (trx) => {
        const repo = createSubjectRepository(trx);
        const subject = subjectIn(await repo.byId(body.id), body.projectId);
        if (subject.version !== body.version) throw staleVersion();
        if (!canDeleteSubject(toSubject(subject))) {
          throw badRequest({
            'zh-CN': '只能删除筛选中且未签署知情同意的受试者',
            en: 'Only screening subjects without consent can be deleted',
          });
        }
        if (!(await repo.remove(subject.id, subject.version))) throw staleVersion();
        const { subjectNumber, status, screeningDate, patientId } = subject;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.delete',
          entity: SUBJECT_ENTITY,
          entityId: subject.id,
          before: { projectId: body.projectId, subjectNumber, status, screeningDate, patientId },
        });
        return { id: subject.id, version: subject.version };
      });
    },

    /** Sets the project's pattern; numbers already given stay as they are. */
    async saveNumbering(body: SubjectNumberingSaveBody, actor: Actor): Promise<Saved> {
      const pattern = body.pattern === null ? null : body.pattern.trim();
      const problem = pattern === null ? null : subjectNumberPatternProblem(pattern);
      if (problem) throw fieldProblem('pattern', SUBJECT_NUMBER_PROBLEM_LABELS[problem]);
      return db.transaction().execute(async (trx) => {
        const repo = createSubjectRepository(trx);
        const project = await repo.project(body.projectId);
        if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
        if (project.version !== body.version) throw staleVersion();
        if (project.pattern === pattern) return { id: project.id, version: project.version };
        if (!(await repo.setPattern(project.id, project.version, pattern, isoTime(actor.at)))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'subject.numbering',
          entity: SUBJECT_ENTITY,
          entityId: project.id,
          before: { projectId: project.id, pattern: project.pattern },
          after: { projectId: project.id, pattern },
        });
        return { id: project.id, version: project.version + 1 };
      });
    },
  };
}
