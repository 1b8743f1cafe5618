import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Project, ProjectSearch, ProjectSummary } from '../../shared/api/portal/portal';
import { collectSavedProjects, searchSavedProjects } from './offline-projects';

function summary(id: number, fields: Partial<ProjectSummary>): ProjectSummary {
  return {
    id,
    name: `项目${id}`,
    recruitStatus: 'zmz',
    trialStages: null,
    trialType: null,
    indication: null,
    actionTime: null,
    trialMedicine: null,
    testedDiseases: null,
    targetSpot: null,
    target: null,
    researchName: null,
    sponsorName: null,
    institutionAcceptNumber: null,
    pathologicType: null,
    runStage: null,
    previousTreatmentDrug: null,
    ...fields,
  };
}

function detail(row: ProjectSummary, fields: Partial<Project> = {}): Project {
  return {
    ...row,
    treatMethod: null,
    studyChargerName: '王老师',
    studyChargerMobile: '13800001234',
    inclusionCriteria: '1. 年满18岁',
    exclusionCriteria: null,
    ...fields,
  };
}

const lung = summary(1, {
  name: '评价HK-101片治疗晚期非小细胞肺癌的Ⅲ期研究',
  testedDiseases: '非小细胞肺癌',
  trialMedicine: 'HK-101片',
  trialStages: '3',
  trialType: '1',
  pathologicType: 'xa',
  targetSpot: 'EGFR',
  institutionAcceptNumber: 'YW2026-001',
  runStage: '入组中',
  previousTreatmentDrug: '铂类化疗',
  researchName: '张伟',
  actionTime: '2026-10-31T23:00:00.000Z',
});
const gastric = summary(2, {
  name: '胃癌一线治疗研究',
  testedDiseases: '胃癌',
  trialMedicine: '卡培他滨',
  trialStages: '2',
  trialType: '1',
  pathologicType: 'lz',
  targetSpot: 'HER2',
  recruitStatus: 'zmwc',
  institutionAcceptNumber: 'YW2025-118',
  runStage: '随访中',
  researchName: '王芳',
  actionTime: '2026-10-31T22:00:00.000Z',
});
const hypertension = summary(3, {
  name: '高血压患者降压研究',
  testedDiseases: '高血压',
  trialMedicine: 'HK-B20胶囊',
  trialStages: '4',
  trialType: '3',
  recruitStatus: 'ztzm',
  researchName: '李娜',
  actionTime: '2026-10-31T21:00:00.000Z',
});
const screening = summary(4, {
  name: '肺癌筛查器械研究',
  testedDiseases: '肺癌',
  trialStages: 'other',
  trialType: '2',
  recruitStatus: 'zzzm',
  actionTime: null,
});

let queryClient: QueryClient;
const search = (fields: Partial<ProjectSearch> = {}): ProjectSearch => ({ offset: 0, limit: 10, ...fields });
const ids = (fields: Partial<ProjectSearch>) => searchSavedProjects(queryClient, search(fields)).rows.map((r) => r.id);

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(['projects', 'list', search({ recruitStatus: 'zmz' })], { rows: [lung], total: 1 });
  queryClient.setQueryData(['projects', 'list', search()], { rows: [screening, gastric, lung], total: 40 });
  // Opened from a QR code only: known from its detail, not from any list page.
  queryClient.setQueryData(['projects', 'detail', 3], detail(hypertension));
});

describe('collectSavedProjects', () => {
  it('merges list pages and details, one entry per project, without the detail-only fields', () => {
    const saved = collectSavedProjects(queryClient);
    expect(saved.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
    expect(saved.find((p) => p.id === 3)).not.toHaveProperty('studyChargerMobile');
  });

  it('prefers a newer detail over the list row and ignores inner (signed) entries', () => {
    queryClient.setQueryData(['projects', 'detail', 1], detail({ ...lung, recruitStatus: 'zmwc' }));
    queryClient.setQueryData(['projects', 'detail', 9, 'inner', 'sign'], detail(summary(9, {})));
    const saved = collectSavedProjects(queryClient);
    expect(saved.find((p) => p.id === 1)?.recruitStatus).toBe('zmwc');
    expect(saved.some((p) => p.id === 9)).toBe(false);
  });
});

describe('searchSavedProjects', () => {
  it('lists every saved project newest start first, those without a start last', () => {
    expect(searchSavedProjects(queryClient, search())).toEqual({
      rows: [lung, gastric, hypertension, screening],
      total: 4,
    });
  });

  it.each([
    ['a 2-character disease', '肺癌', [1, 4]],
    ['a drug fragment', '卡培', [2]],
    ['a name fragment', '降压研究', [3]],
    ['a drug code, case-insensitively', 'hk-101', [1]],
    ['surrounding spaces', '  胃 ', [2]],
    ['nothing saved', '糖尿病', []],
  ])('matches the keyword on name, disease or drug: %s', (_, keyword, expected) => {
    expect(ids({ keyword })).toEqual(expected);
  });

  it.each([
    ['name', '降压', [3]],
    ['institutionAcceptNumber', 'YW2025', [2]],
    ['trialMedicine', 'HK', [1, 3]],
    ['testedDiseases', '肺癌', [1, 4]],
    ['trialType', '1', [1, 2]],
    ['trialStages', '2,3', [1, 2]],
    ['pathologicType', 'xa,lz', [1, 2]],
    ['runStage', '随访', [2]],
    ['recruitStatus', 'zmwc', [2]],
    ['previousTreatmentDrug', '铂类', [1]],
    ['researchName', '李娜', [3]],
    ['targetSpot', 'HER2', [2]],
    ['targetSpot', '', [1, 2, 3, 4]],
  ])('filters by %s = %j as the server does', (field, value, expected) => {
    expect(ids({ [field]: value })).toEqual(expected);
  });

  it('combines filters with AND', () => {
    expect(ids({ keyword: '肺癌', recruitStatus: 'zmz' })).toEqual([1]);
  });

  it('pages with offset and limit and counts every match', () => {
    expect(searchSavedProjects(queryClient, search({ offset: 1, limit: 2 }))).toEqual({
      rows: [gastric, hypertension],
      total: 4,
    });
  });

  it('finds nothing on a device that saved nothing', () => {
    expect(searchSavedProjects(new QueryClient(), search({ keyword: '肺癌' }))).toEqual({ rows: [], total: 0 });
  });
});
