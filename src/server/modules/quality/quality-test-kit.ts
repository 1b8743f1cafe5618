/**
 * What the quality area's server tests share: the app on the recruitment demo, a plan
 * checkpoint, publishing a plan as the QA user, and the task and finding lists.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { loadRecruitmentDemo } from '../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';

let t: StaffTestApp;
let projects: number[] = [];

/** The app on the recruitment demo (its projects and subjects), the clock at 2026-01-05 10:00 hospital time. */
export async function startQualityTestApp(): Promise<StaffTestApp> {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  // The tests state the plans they depend on: the demo's QC data is cleared.
  await t.db.deleteFrom('qualityFinding').execute();
  await t.db.deleteFrom('qualityCheckTask').execute();
  await t.db.deleteFrom('qualityPlan').execute();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
  return t;
}

export const DAY_MS = 86_400_000;
/** The id of the demo project at a position among the first six. */
export const project = (position: number) => projects[position] ?? 0;

export interface TaskRow {
  id: number;
  checkpointKey: string;
  level: number;
  status: number;
  dueDate: string;
  assigneeId: number | null;
  version: number;
}

export const checkpoint = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  name: `质控 ${key}`,
  level: 3,
  node: 'firstSubject',
  threshold: null,
  date: null,
  dueDays: 7,
  sampleSize: 2,
  items: ['consent', 'eligibility'],
  assigneeUserId: null,
  ...extra,
});

export async function tasks(position: number, query = '', as = 'qa'): Promise<{ rows: TaskRow[]; total: number }> {
  const response = await t.get(`/api/quality/checkTask/list/${project(position)}?limit=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export interface FindingRow {
  id: number;
  status: number;
  version: number;
  returnCount: number;
}

export async function findings(
  position: number,
  query = '',
  as = 'qa',
): Promise<{ rows: FindingRow[]; total: number }> {
  const response = await t.get(`/api/quality/finding/list/${project(position)}?limit=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Creates and publishes a plan with these checkpoints as the QA user; answers the publication. */
export async function publishPlan(position: number, checkpoints: unknown[]) {
  const created = await t.post(
    '/api/quality/plan/save',
    { projectId: project(position), name: '三级质控计划', content: { checkpoints } },
    'qa',
  );
  expect(created.statusCode, created.body).toBe(200);
  const { id, version } = created.json().data;
  const published = await t.post('/api/quality/plan/publish', { projectId: project(position), id, version }, 'qa');
  expect(published.statusCode, published.body).toBe(200);
  return published.json().data as { id: number; version: number; generated: number };
}

export async function enrolledSubject(position: number) {
  return t.db
    .selectFrom('trialSubject')
    .select(['id', 'enrolledDate'])
    .where('projectId', '=', project(position))
    .where('invalid', '=', 0)
    .where('enrolledDate', 'is not', null)
    .orderBy('enrolledDate')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
