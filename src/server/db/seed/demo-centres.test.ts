import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreList } from '../../../shared/api/study/centres';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadCentreSubjectsDemo } from './demo-centres';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

describe('the research centre demo', () => {
  it('gives every demo project our own centre, and the multi-centre trial two more with subjects of their own', async () => {
    const projects = await t.db.selectFrom('project').select(['id', 'name']).orderBy('id').execute();
    const own = await t.db.selectFrom('researchCentre').select('projectId').where('isOwn', '=', 1).execute();
    expect(own.map((row) => row.projectId).sort((a, b) => a - b)).toEqual(projects.map((project) => project.id));
    const multiCentre = projects[0];
    expect(multiCentre?.name).toContain('多中心');

    expect(await loadCentreSubjectsDemo(t.db, t.clock())).toBe(true);
    expect(await loadCentreSubjectsDemo(t.db, t.clock())).toBe(false);
    const response = await t.get(`/api/bus/centre/${multiCentre?.id}/list`, 'investigator');
    const { centres, total }: CentreList = response.json().data;
    expect(centres.map((centre) => [centre.name, centre.role, centre.status, centre.counts])).toEqual([
      [expect.any(String), expect.any(String), expect.any(String), { screening: 0, enrolled: 0 }],
      ['江南医科大学附属肿瘤医院', 'lead', 'active', { screening: 1, enrolled: 2 }],
      ['滨海市第二人民医院', 'participating', 'active', { screening: 1, enrolled: 1 }],
    ]);
    expect(total).toEqual({ screening: 2, enrolled: 3 });
    const numbers = await t.db
      .selectFrom('trialSubject')
      .select(['subjectNumber', 'centreId'])
      .where('projectId', '=', multiCentre?.id ?? 0)
      .execute();
    expect(new Set(numbers.map((row) => row.subjectNumber)).size).toBe(6);
    expect(numbers.every((row) => row.centreId !== null)).toBe(true);
  });
});
