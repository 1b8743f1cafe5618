/** The subject tests' app, its demo projects by position, and candidates and subjects made for a test. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Subject } from '../../../../shared/api/recruitment/subjects';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { testKeys } from '../../../test-support';

const cipher = createFieldCipher(testKeys().patientKeys);

export interface SubjectsKit {
  t: StaffTestApp;
  /** The demo project at `position` (by id). */
  project: (position: number) => number;
  /** A POST to /api/trial/subject/<path>, as the coordinator unless told. */
  post: (path: string, body: Record<string, unknown>, as?: string) => ReturnType<StaffTestApp['post']>;
}

export async function createSubjectsKit(): Promise<SubjectsKit> {
  const t = await createStaffTestApp();
  const projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
  return {
    t,
    project: (position) => projects[position] ?? 0,
    post: (path, body, as = 'coordinator') => t.post(`/api/trial/subject/${path}`, body, as),
  };
}

/** A candidate of the project, inserted directly; recruitResult 1 is a willing one. */
export async function candidate(k: SubjectsKit, projectId: number, name: string, recruitResult: number | null) {
  const now = new Date(k.t.clock()).toISOString();
  const mrn = randomBytes(6).toString('hex');
  const { id } = await k.t.db
    .insertInto('recruitPatient')
    .values({
      projectId,
      mrnHash: cipher.lookupHash(mrn),
      nameEnc: cipher.encrypt(name),
      mrnEnc: cipher.encrypt(mrn),
      source: 0,
      recruitResult,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, version: 1 };
}

export async function subject(k: SubjectsKit, position: number, id: number, as = 'coordinator'): Promise<Subject> {
  const response = await k.t.get(`/api/trial/subject/${k.project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export async function addSubject(k: SubjectsKit, position: number, extra: Record<string, unknown> = {}) {
  const response = await k.post('save', {
    projectId: k.project(position),
    initials: 'LXM',
    screeningDate: '2026-01-02',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}
