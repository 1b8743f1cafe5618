/**
 * The hospital-sized database's adverse events (safety_ae) and SAE reports (safety_sae), on
 * the subjects who were enrolled: terms, grades and outcomes from the demo's AEs, onset on or
 * after enrolment and never after today, SAEs learned on or after their AE's onset day and
 * numbered as submission numbers them (per project and year, unique; safety_number moves on).
 * Submitted records carry the frozen revision submission writes (safety_revision).
 */
import type { Insertable } from 'kysely';
import { type CalendarDate, HOUR_MS, addDays } from '../../../../shared/domain/hospital-time';
import { needsEndDate } from '../../../../shared/domain/safety/date-rules';
import { formatReportNumber } from '../../../../shared/domain/safety/records';
import { saeReasons } from '../../../../shared/domain/safety/rules';
import { projectNumberToken } from '../../../../shared/domain/recruitment/subject-number';
import { isoTime } from '../../../services/staff-write';
import type { SafetyAeTable, SafetySaeTable } from '../../schema';
import { AE_SPECS } from '../demo-safety';
import { DEMO_SAFETY_AUTHOR as AUTHOR } from '../demo-safety-findings';
import type { HospitalSubject } from './candidates';
import { type Random, type Trx, dayOf, daysBetween, idsInOrder, inSlices, startOfDay } from './shape';

type NewAe = Insertable<SafetyAeTable>;
type NewSae = Insertable<SafetySaeTable>;

const SERIOUS_SPECS = AE_SPECS.filter((spec) => spec[3] === '1');
const OTHER_SPECS = AE_SPECS.filter((spec) => spec[3] === '0');

/** A day from `from` to today, weighted towards the first weeks of treatment. */
export function dayAfter(random: Random, from: CalendarDate, now: number): CalendarDate {
  const span = daysBetween(startOfDay(from), now);
  return addDays(from, Math.floor(span * random.next() ** 2));
}

function aeOf(random: Random, subject: HospitalSubject, serious: boolean, now: number): NewAe {
  const [term, severity, grade, isSerious, seriousness, drugRelation, drugAction, outcome, treatment] = random.pick(
    serious ? SERIOUS_SPECS : OTHER_SPECS,
  );
  const onset = dayAfter(random, subject.enrolledDate ?? subject.screeningDate, now);
  const today = dayOf(now);
  const end = addDays(onset, random.between(2, 20));
  const createdAt = Math.min(now, startOfDay(onset) + random.between(8, 18) * HOUR_MS);
  const submittedAt = random.chance(0.9) ? Math.min(now, createdAt + random.between(1, 72) * HOUR_MS) : null;
  return {
    projectId: subject.project.id,
    subjectId: subject.id,
    term,
    onsetDate: onset,
    endDate: needsEndDate(outcome) ? (end < today ? end : today) : null,
    severity,
    grade,
    serious: isSerious,
    seriousness: JSON.stringify(seriousness),
    drugRelation,
    drugAction,
    outcome,
    treatment,
    saeRequired: saeReasons({ term, grade, serious: isSerious }, subject.project.safety).length > 0 ? 1 : 0,
    seriousLearnedAt: isSerious === '1' ? isoTime(createdAt) : null,
    status: submittedAt === null ? 'draft' : 'submitted',
    revision: 1,
    revisionReason: null,
    submittedAt: submittedAt === null ? null : isoTime(submittedAt),
    submittedBy: submittedAt === null ? null : AUTHOR,
    createdBy: AUTHOR,
    createdAt: isoTime(createdAt),
    updatedAt: isoTime(submittedAt ?? createdAt),
    version: submittedAt === null ? 1 : 2,
  };
}

/** Report numbers as submission gives them, continuing each project's and year's sequence. */
export class ReportNumbers {
  private readonly last = new Map<string, number>();

  static async read(trx: Trx): Promise<ReportNumbers> {
    const numbers = new ReportNumbers();
    const rows = await trx.selectFrom('safetyNumber').selectAll().where('kind', '=', 'sae').execute();
    for (const row of rows) numbers.last.set(`${row.projectId}|${row.year}`, row.lastSeq);
    return numbers;
  }

  next(subject: HospitalSubject, at: number): string {
    const year = dayOf(at).slice(0, 4);
    const key = `${subject.project.id}|${year}`;
    const seq = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, seq);
    return formatReportNumber('sae', projectNumberToken(subject.project.projectNo, subject.project.id), year, seq);
  }

  async save(trx: Trx): Promise<void> {
    for (const [key, lastSeq] of this.last) {
      const [projectId = '0', year = ''] = key.split('|');
      await trx
        .insertInto('safetyNumber')
        .values({ projectId: Number(projectId), kind: 'sae', year, lastSeq })
        .onConflict((oc) => oc.columns(['projectId', 'kind', 'year']).doUpdateSet({ lastSeq }))
        .execute();
    }
  }
}

function saeOf(
  random: Random,
  numbers: ReportNumbers,
  ae: NewAe & { id: number },
  subject: HospitalSubject,
  now: number,
): NewSae {
  const learnedAt = Date.parse(ae.seriousLearnedAt ?? ae.createdAt);
  const submittedAt = random.chance(0.92) ? Math.min(now, learnedAt + random.between(2, 22) * HOUR_MS) : null;
  return {
    projectId: ae.projectId,
    subjectId: ae.subjectId,
    aeId: ae.id,
    initialId: null,
    reportNo: submittedAt === null ? null : numbers.next(subject, submittedAt),
    reportType: 'first',
    learnedAt: isoTime(learnedAt),
    seriousness: ae.seriousness ?? '[]',
    description: '受试者因该事件入院，予对症支持治疗，研究者判断与试验药物可能相关。',
    assigneeId: null,
    status: submittedAt === null ? 'draft' : 'submitted',
    submittedAt: submittedAt === null ? null : isoTime(submittedAt),
    submittedBy: submittedAt === null ? null : AUTHOR,
    createdBy: AUTHOR,
    createdAt: isoTime(Math.min(now, learnedAt + HOUR_MS)),
    updatedAt: isoTime(submittedAt ?? Math.min(now, learnedAt + HOUR_MS)),
    version: submittedAt === null ? 1 : 2,
  };
}

/** The frozen revision of each submitted record, as submission writes it. */
async function insertRevisions(trx: Trx, kind: 'ae' | 'sae', records: { id: number; submittedAt?: string | null }[]) {
  const rows = records.flatMap((record) =>
    record.submittedAt
      ? [
          {
            kind,
            recordId: record.id,
            revision: 1,
            data: JSON.stringify(record),
            reason: null,
            submittedBy: AUTHOR,
            submittedAt: record.submittedAt,
          },
        ]
      : [],
  );
  await inSlices(rows, async (slice) => trx.insertInto('safetyRevision').values(slice).execute());
}

/** Adds `aes` AEs over the treated subjects, `saes` of them serious with one SAE report each. */
export async function insertSafetyEvents(
  trx: Trx,
  random: Random,
  treated: readonly HospitalSubject[],
  counts: { aes: number; saes: number },
  now: number,
): Promise<{ aes: number; saes: number }> {
  if (treated.length === 0) return { aes: 0, saes: 0 };
  const picked = Array.from({ length: counts.aes }, (_, index) => ({
    subject: random.pick(treated),
    serious: index % Math.max(1, Math.floor(counts.aes / Math.max(1, counts.saes))) === 0,
  }));
  let seriousLeft = counts.saes;
  const events = picked.map(({ subject, serious }) => {
    const isSerious = serious && seriousLeft-- > 0;
    return { subject, ae: aeOf(random, subject, isSerious, now) };
  });
  const ids = await inSlices(events, async (slice) =>
    idsInOrder(
      await trx
        .insertInto('safetyAe')
        .values(slice.map((event) => event.ae))
        .returning('id')
        .execute(),
    ),
  );
  const aes = events.map((event, index) => ({ ...event.ae, id: ids[index] ?? 0, subject: event.subject }));
  await insertRevisions(
    trx,
    'ae',
    aes.map(({ subject: _subject, ...ae }) => ae),
  );
  const numbers = await ReportNumbers.read(trx);
  const saes = aes
    .filter((ae) => ae.serious === '1')
    .map(({ subject, ...ae }) => saeOf(random, numbers, ae, subject, now));
  const saeIds = await inSlices(saes, async (slice) =>
    idsInOrder(await trx.insertInto('safetySae').values(slice).returning('id').execute()),
  );
  await insertRevisions(
    trx,
    'sae',
    saes.map((sae, index) => ({ ...sae, id: saeIds[index] ?? 0 })),
  );
  await numbers.save(trx);
  return { aes: aes.length, saes: saes.length };
}
