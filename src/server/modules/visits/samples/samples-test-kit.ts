/**
 * What the samples' server tests share: the app on the recruitment demo (projects, subjects
 * and their visits, some holding a sample collection), and calls as the coordinator.
 */
import { randomBytes } from 'node:crypto';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';

export async function startSampleTestApp(): Promise<StaffTestApp> {
  const t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  return t;
}

/** The first six demo projects' ids (the coordinator is on 0, 1 and 2). */
export async function demoProjects(t: StaffTestApp): Promise<number[]> {
  return (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((row) => row.id);
}

/** A subject of the project with a visit that collects a sample. */
export async function sampleVisitOf(t: StaffTestApp, projectId: number) {
  const response = await t.get(`/api/trial/sample/${projectId}/visits`, 'coordinator');
  if (response.statusCode !== 200) throw new Error(response.body);
  const [visit] = response.json().data as { subjectVisitId: number; subjectId: number; subjectNumber: string }[];
  if (!visit) throw new Error(`project ${projectId} has no visit collecting samples`);
  return visit;
}

export function sampleCalls(t: StaffTestApp, projectId: number) {
  const post = (path: string, body: Record<string, unknown>, as = 'coordinator') =>
    t.post(`/api/trial/sample/${path}`, { projectId, ...body }, as);
  return {
    post,
    async ok(path: string, body: Record<string, unknown>, as = 'coordinator') {
      const response = await post(path, body, as);
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      return response.json().data as { id: number; version: number };
    },
    async sample(id: number) {
      const response = await t.get(`/api/trial/sample/${projectId}/list?limit=100`, 'coordinator');
      const rows = response.json().rows as { id: number; status: string; version: number; boxId: number | null }[];
      const row = rows.find((sample) => sample.id === id);
      if (!row) throw new Error(`sample ${id} not listed`);
      return row;
    },
  };
}
