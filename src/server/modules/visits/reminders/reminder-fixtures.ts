/**
 * For the reminder and notice tests: a published one-visit-per-row plan, an enrolled subject
 * (optionally with a phone and reminder consent) and its visits on given days, written
 * straight to the tables so the tests do not depend on the plan editor or the calendar.
 */
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import { phoneHashOf } from '../../recruitment';

export interface FixtureVisit {
  code: string;
  plannedDate: string;
  status?: 'planned' | 'done' | 'missed';
}

export interface FixtureSubject {
  projectId: number;
  subjectNumber: string;
  visits: FixtureVisit[];
  phone?: string;
  consent?: boolean;
}

/** The demo project at a position (0: the first, where the demo coordinator works). */
export async function projectAt(db: Db, position: number): Promise<number> {
  const rows = await db
    .selectFrom('project')
    .select('id')
    .orderBy('id')
    .limit(position + 1)
    .execute();
  const row = rows[position];
  if (!row) throw new Error(`no project at position ${position}`);
  return row.id;
}

async function planOf(db: Db, projectId: number, now: string): Promise<number> {
  const found = await db.selectFrom('visitPlan').select('id').where('projectId', '=', projectId).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('visitPlan')
    .values({
      projectId,
      planVersion: 1,
      status: 'published',
      name: '测试访视计划',
      anchor: 'enrolment',
      note: null,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the subject and its visits; answers the subject's id and the visits' ids by code. */
export async function insertSubjectWithVisits(db: Db, cipher: FieldCipher, subject: FixtureSubject, now: string) {
  const planId = await planOf(db, subject.projectId, now);
  const patientId = subject.phone
    ? (
        await db
          .insertInto('recruitPatient')
          .values({
            projectId: subject.projectId,
            mrnHash: cipher.lookupHash(`MR-${subject.subjectNumber}`),
            phoneHash: phoneHashOf(cipher, subject.phone),
            nameEnc: cipher.encrypt('测试患者'),
            phoneEnc: cipher.encrypt(subject.phone),
            idNumberEnc: null,
            mrnEnc: cipher.encrypt(`MR-${subject.subjectNumber}`),
            sex: null,
            birthDate: null,
            priorDrugs: null,
            source: 0,
            selfCheck: null,
            consent: null,
            matchStatus: null,
            matchOutcomes: null,
            matchRuleId: null,
            matchedAt: null,
            suggestedAt: null,
            recruitResult: null,
            lastContactAt: null,
            willingAt: null,
            nextFollowUp: null,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : null;
  const seq = Number(subject.subjectNumber.replace(/\D/g, '')) || 1;
  const { id: subjectId } = await db
    .insertInto('trialSubject')
    .values({
      projectId: subject.projectId,
      patientId,
      subjectNumber: subject.subjectNumber,
      seq,
      initials: 'ZSM',
      status: 'enrolled',
      invalidReason: null,
      screeningDate: '2025-12-01',
      consentDate: '2025-12-01',
      enrolledDate: '2025-12-05',
      endedDate: null,
      reasonCode: null,
      reason: null,
      note: null,
      visitPlanId: planId,
      visitAnchorDate: '2025-12-05',
      reminderConsentAt: subject.consent ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visitIds = new Map<string, number>();
  for (const [sort, visit] of subject.visits.entries()) {
    const { id } = await db
      .insertInto('subjectVisit')
      .values({
        projectId: subject.projectId,
        subjectId,
        planId,
        visitCode: visit.code,
        name: visit.code,
        groupName: null,
        sort,
        plannedDate: visit.plannedDate,
        windowStart: visit.plannedDate,
        windowEnd: visit.plannedDate,
        planDateReason: null,
        executedDate: visit.status === 'done' ? visit.plannedDate : null,
        status: visit.status ?? 'planned',
        note: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    visitIds.set(visit.code, id);
  }
  return { subjectId, visitIds };
}
