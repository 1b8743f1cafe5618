/** What the AE and record-lifecycle server tests share: the demo projects, subjects and a valid AE body. */
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import type { StaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';

export interface AeTestFixture {
  /** Ids of the first six demo projects. */
  projects: number[];
  /** A subject id of a demo project by position. */
  subjectOf: (position: number) => number;
  subjectNumberOf: (position: number) => string;
}

/** Loads the recruitment demo (its subjects) into the test app's database. */
export async function aeTestFixture(t: StaffTestApp): Promise<AeTestFixture> {
  await loadRecruitmentDemo(t.db, createFieldCipher(testKeys().patientKeys), t.clock());
  const projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
  const subjects = new Map<number, { id: number; subjectNumber: string }>();
  for (const [position, projectId] of projects.entries()) {
    const subject = await t.db
      .selectFrom('trialSubject')
      .select(['id', 'subjectNumber'])
      .where('projectId', '=', projectId)
      .orderBy('id')
      .executeTakeFirst();
    if (subject) subjects.set(position, subject);
  }
  const subject = (position: number) => {
    const found = subjects.get(position);
    if (!found) throw new Error(`no demo subject on project ${position}`);
    return found;
  };
  return {
    projects,
    subjectOf: (position) => subject(position).id,
    subjectNumberOf: (position) => subject(position).subjectNumber,
  };
}

/** A valid AE body on a subject (not serious, moderate, onset the seeded day before). */
export function aeBody(projectId: number, subjectId: number, extra: Record<string, unknown> = {}) {
  return {
    projectId,
    subjectId,
    term: '恶心',
    onsetDate: '2026-01-03',
    endDate: null,
    severity: 2,
    grade: '2',
    serious: '0',
    seriousness: [],
    drugRelation: 'possible',
    drugAction: 'none',
    outcome: 'recovering',
    treatment: '甲氧氯普胺 10mg',
    ...extra,
  };
}
