/** The project tests' form, and calls that create a project, read it, and read the public list. */
import { expect } from 'vitest';
import type { StaffTestApp } from '../../../staff-test-kit';

export const COORDINATOR = 'coordinator';
export const INVESTIGATOR = 'investigator';
export const MONITOR = 'monitor';

/** A complete project form. */
export const fields = {
  name: 'HK-9001片治疗晚期胃癌的Ⅱ期临床研究',
  recruitStatus: 'zmz',
  trialStages: '2',
  trialType: 'drug',
  testedDiseases: '胃癌',
  pathologicType: 'xa,yjxba',
  trialMedicine: 'HK-9001片',
  indication: '二线治疗失败的晚期胃癌',
  actionTime: '2026-01-10T00:00:00+08:00',
  inclusionCriteria: '1. 年龄18-75岁\n2. 经组织学确诊的胃腺癌\n\n3. ECOG 0-1分',
  exclusionCriteria: '1. 既往接受过同类药物治疗',
  studyChargerName: '刘洋',
  studyChargerMobile: '13800009001',
  projectNo: 'HKYY-2026-901',
  ethicsApprovalNumber: 'KY2026-901',
  deptId: 1001,
  trialCategory: 'chem1',
};

export async function create(t: StaffTestApp, as = COORDINATOR, overrides: Record<string, unknown> = {}) {
  const response = await t.post('/api/bus/project/create', { ...fields, ...overrides }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

export async function detail(t: StaffTestApp, projectId: number, as = COORDINATOR) {
  const response = await t.get(`/api/bus/project/${projectId}/detail`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export const publicDetail = (t: StaffTestApp, projectId: number) =>
  t.app.inject({ url: `/api/portal/projects/${projectId}` });

export async function publicList(t: StaffTestApp, body: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/projects',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ offset: '0', limit: '100', ...body }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: { id: number; recruitStatus: string }[]; total: number }>();
}
