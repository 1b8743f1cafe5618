/**
 * The hospital-sized database's candidate patients (recruit_patient), sealed with the patient
 * data key as every real record is (name, phone and MRN encrypted; MRN, phone and exact-name
 * hashes under the key), matched against their project's published rule, with contacts
 * (recruit_contact) and the subjects (trial_subject) the willing ones became. Dates follow
 * the demo's order: project start < referral < contact < screening and consent < enrolment.
 */
import type { Insertable } from 'kysely';
import { DAY_MS, HOUR_MS } from '../../../../shared/domain/hospital-time';
import type { PatientFacts } from '../../../../shared/domain/recruitment/criteria';
import { CONTACT_METHOD_CODES } from '../../../../shared/domain/recruitment/contact';
import { type compileRules } from '../../../../shared/domain/recruitment/matcher';
import { SCREEN_FAIL_REASON_CODES, UNWILLING_REASON_CODES } from '../../../../shared/domain/recruitment/reasons';
import { formatSubjectNumber, projectNumberToken } from '../../../../shared/domain/recruitment/subject-number';
import type { FieldCipher } from '../../../lib/field-crypto';
import { mrnHashOf, nameHashOf, phoneHashOf } from '../../../modules/recruitment/candidates/patient-data';
import { isoTime } from '../../../services/staff-write';
import type { RecruitContactTable, RecruitPatientTable, TrialSubjectTable } from '../../schema';
import { demoName } from '../demo-people';
import { DEMO_PATIENT_POOL as POOL, DEMO_RULES } from '../demo-recruitment-rules';
import { DEMO_STAFF } from '../staff-demo';
import type { HospitalProject } from './projects';
import { type Random, type Trx, dayOf, idsInOrder, inSlices } from './shape';

/** A subject as the visit and safety generators need it. */
export interface HospitalSubject {
  id: number;
  project: HospitalProject;
  status: string;
  screeningDate: string;
  consentDate: string | null;
  enrolledDate: string | null;
}

/** Who made the contacts, named as the contact list shows staff: the demo's coordinator and investigator. */
const CONTACT_STAFF = DEMO_STAFF.filter((staff) => ['coordinator', 'investigator'].includes(staff.role)).map(
  (staff) => staff.realname,
);

interface Candidate {
  name: string;
  row: Insertable<RecruitPatientTable>;
  contact: Omit<Insertable<RecruitContactTable>, 'patientId'> | null;
  subject: Omit<Insertable<TrialSubjectTable>, 'patientId'> | null;
}

function factsOf(random: Random, project: HospitalProject, today: string): PatientFacts {
  const roll = random.next();
  const diagnosis =
    roll < 0.85 ? random.pick(POOL.lungDiagnoses) : roll < 0.95 ? random.pick(POOL.otherDiagnoses) : null;
  const labDay = dayOf(Date.parse(`${today}T00:00:00Z`) - random.between(1, 20) * DAY_MS);
  const birthYear = Number(today.slice(0, 4)) - random.between(28, 84);
  const typical = DEMO_RULES[project.rulePosition]?.typicalDrugs ?? [];
  return {
    birthDate: `${birthYear}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
    sex: random.chance(0.56) ? 'male' : 'female',
    diagnoses: diagnosis ? [{ code: diagnosis[0], text: diagnosis[1] }] : [],
    labs: random.chance(0.8)
      ? [
          { test: '中性粒细胞计数', value: random.between(9, 45) / 10, date: labDay },
          { test: '血小板', value: random.between(70, 320), date: labDay },
        ]
      : [],
    drugs: random.chance(0.1) ? null : random.chance(0.5) ? [...typical] : [...random.pick(POOL.drugSets)],
  };
}

/** The subject a willing candidate became; its days never pass today. */
function subjectOf(random: Random, project: HospitalProject, seq: number, name: string, since: number, now: number) {
  const screening = Math.min(now, since + random.between(1, 7) * DAY_MS);
  const enrolled = Math.min(now, screening + random.between(7, 21) * DAY_MS);
  const roll = random.next();
  const status =
    enrolled >= now || roll < 0.1 ? 'screening' : roll < 0.3 ? 'screenFailed' : roll < 0.9 ? 'enrolled' : 'withdrawn';
  const ended = Math.min(now, enrolled + random.between(30, 400) * DAY_MS);
  const screeningDate = dayOf(screening);
  return {
    projectId: project.id,
    subjectNumber: formatSubjectNumber(null, {
      seq,
      year: screeningDate.slice(0, 4),
      projectNo: projectNumberToken(project.projectNo, project.id),
    }),
    seq,
    initials: `${Array.from(name)[0] ?? ''}*`,
    status,
    invalidReason: null,
    screeningDate,
    consentDate: status === 'screening' && random.chance(0.4) ? null : screeningDate,
    enrolledDate: status === 'enrolled' || status === 'withdrawn' ? dayOf(enrolled) : null,
    endedDate: status === 'screenFailed' ? dayOf(enrolled) : status === 'withdrawn' ? dayOf(ended) : null,
    reasonCode:
      status === 'screenFailed' ? random.pick(SCREEN_FAIL_REASON_CODES) : status === 'withdrawn' ? 'consent' : null,
    reason: null,
    note: null,
    // Put on the project's plan from enrolment, as applying a plan does (visits.ts adds the visits).
    visitPlanId: status === 'enrolled' || status === 'withdrawn' ? project.planId : null,
    visitAnchorDate: status === 'enrolled' || status === 'withdrawn' ? dayOf(enrolled) : null,
    createdAt: isoTime(screening),
    updatedAt: isoTime(screening),
  };
}

export interface CandidatePlace {
  random: Random;
  cipher: FieldCipher;
  project: HospitalProject;
  match: ReturnType<typeof compileRules>;
  now: number;
}

/** The one contact a called candidate had, as the contact list records it. */
function contactOf(
  random: Random,
  project: HospitalProject,
  call: { at: number; result: number; followUp: string | null },
) {
  return {
    projectId: project.id,
    contactedAt: isoTime(call.at),
    result: call.result,
    reason: call.result === 2 ? random.pick(UNWILLING_REASON_CODES) : null,
    note: call.result === 0 ? '电话未接通，已发短信' : null,
    nextFollowUp: call.followUp,
    method: call.result === 0 ? 'phone' : random.pick(CONTACT_METHOD_CODES),
    actorId: null,
    actorName: random.pick(CONTACT_STAFF),
  };
}

/** A candidate of a project with its MRN; `seq` is the subject number it takes when it becomes a subject, else null. */
export function candidateOf(place: CandidatePlace, mrn: string, seq: number | null): Candidate {
  const { random, cipher, project, now } = place;
  const name = demoName(random);
  const phone = `13${random.between(5, 9)}${String(random.between(0, 99_999_999)).padStart(8, '0')}`;
  const facts = factsOf(random, project, dayOf(now));
  const { status, outcomes } = place.match(facts);
  const span = Math.max(0, now - project.startedAt - 3 * DAY_MS);
  const createdAt = Math.min(
    now,
    project.startedAt + Math.floor(random.next() * span) + random.between(0, 8) * HOUR_MS,
  );
  const roll = random.next();
  // Subjects were willing; of the others half were never called, and some said no.
  const result = seq !== null ? 1 : roll < 0.5 ? null : roll < 0.75 ? 0 : roll < 0.95 ? 2 : 1;
  const contactedAt = result === null ? null : Math.min(now, createdAt + random.between(1, 6) * DAY_MS);
  const followUp = result === 0 && contactedAt !== null ? dayOf(contactedAt + random.between(2, 14) * DAY_MS) : null;
  const row: Insertable<RecruitPatientTable> = {
    projectId: project.id,
    mrnHash: mrnHashOf(cipher, mrn),
    phoneHash: phoneHashOf(cipher, phone),
    nameHash: nameHashOf(cipher, name),
    nameEnc: cipher.encrypt(name),
    phoneEnc: cipher.encrypt(phone),
    idNumberEnc: null,
    mrnEnc: cipher.encrypt(mrn),
    sex: facts.sex,
    birthDate: facts.birthDate,
    diagnoses: JSON.stringify(facts.diagnoses),
    labs: JSON.stringify(facts.labs),
    priorDrugs: facts.drugs === null ? null : JSON.stringify(facts.drugs),
    source: random.pick([0, 1, 1, 2, 2, 2, 3]),
    matchStatus: status,
    matchOutcomes: JSON.stringify(outcomes),
    matchRuleId: project.ruleId,
    matchedAt: isoTime(Math.min(now, createdAt + HOUR_MS)),
    suggested: result === null ? 0 : 1,
    suggestedAt: result === null ? null : isoTime(createdAt),
    recruitResult: result,
    contactCount: result === null ? 0 : 1,
    lastContactAt: contactedAt === null ? null : isoTime(contactedAt),
    willingAt: result === 1 && contactedAt !== null ? isoTime(contactedAt) : null,
    nextFollowUp: followUp,
    createdAt: isoTime(createdAt),
    updatedAt: isoTime(contactedAt ?? createdAt),
  };
  const contact =
    contactedAt === null ? null : contactOf(random, project, { at: contactedAt, result: result ?? 0, followUp });
  const subject = seq !== null && contactedAt !== null ? subjectOf(random, project, seq, name, contactedAt, now) : null;
  return { name, row, contact, subject };
}

/** Inserts candidates with their contacts and subjects; answers the subjects. */
export async function insertCandidates(trx: Trx, candidates: Candidate[], projects: Map<number, HospitalProject>) {
  const ids = await inSlices(candidates, async (slice) =>
    idsInOrder(
      await trx
        .insertInto('recruitPatient')
        .values(slice.map((c) => c.row))
        .returning('id')
        .execute(),
    ),
  );
  const idOf = (index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`Expected ${candidates.length} candidate ids, got ${ids.length}`);
    return id;
  };
  const contacts = candidates.flatMap((c, i) => (c.contact ? [{ ...c.contact, patientId: idOf(i) }] : []));
  await inSlices(contacts, async (slice) => trx.insertInto('recruitContact').values(slice).execute());
  const subjects = candidates.flatMap((c, i) => (c.subject ? [{ ...c.subject, patientId: idOf(i) }] : []));
  const subjectIds = await inSlices(subjects, async (slice) =>
    idsInOrder(await trx.insertInto('trialSubject').values(slice).returning('id').execute()),
  );
  return {
    contacts: contacts.length,
    subjects: subjects.map((s, i): HospitalSubject => {
      const project = projects.get(s.projectId);
      const id = subjectIds[i];
      if (!project || id === undefined) throw new Error('subject without project or id');
      const { status, screeningDate, consentDate = null, enrolledDate = null } = s;
      return { id, project, status, screeningDate, consentDate, enrolledDate };
    }),
  };
}
