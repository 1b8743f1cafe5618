import { describe, expect, it } from 'vitest';
import type { StaffProject } from '../../../../shared/api/study/projects';
import { bodyOf, checkProjectBody, draftOf } from './project-draft';

const zh = 'zh-CN' as const;

describe('a project form draft', () => {
  it('names the problems the server would refuse, per field, before sending', () => {
    const draft = {
      ...draftOf(undefined),
      name: '  ',
      studyChargerMobile: 'call me',
      exclusionCriteria: 'x'.repeat(10_001),
    };
    expect(checkProjectBody(bodyOf(draft), zh)).toEqual({
      name: '必填',
      studyChargerMobile: '格式不正确',
      exclusionCriteria: '最多 10000 个字符',
    });
    expect(checkProjectBody(bodyOf({ ...draftOf(undefined), name: '新项目' }), zh)).toEqual({});
  });

  it('sends blanks as null, the department as a number and a new date as the hospital midnight', () => {
    const body = bodyOf({
      ...draftOf(undefined),
      name: ' 新项目 ',
      deptId: '1001',
      actionTime: '2026-03-01',
      indication: ' ',
    });
    expect(body).toMatchObject({ name: '新项目', recruitStatus: 'zmz', deptId: 1001, indication: null });
    expect(body.actionTime).toBe('2026-02-28T16:00:00.000Z');
  });

  it('sends the enrolment target as a whole number and names a bad one under its field', () => {
    const draft = (enrolmentTarget: string) => ({ ...draftOf(undefined), name: '新项目', enrolmentTarget });
    expect(bodyOf(draft(' 36 ')).enrolmentTarget).toBe(36);
    expect(bodyOf(draft('')).enrolmentTarget).toBeNull();
    expect(checkProjectBody(bodyOf(draft('36')), zh)).toEqual({});
    expect(Object.keys(checkProjectBody(bodyOf(draft('0')), zh))).toEqual(['enrolmentTarget']);
    expect(Object.keys(checkProjectBody(bodyOf(draft('2.5')), zh))).toEqual(['enrolmentTarget']);
  });

  it('keeps the stored start instant when the date is left as it was', () => {
    const project = {
      ...bodyOf({ ...draftOf(undefined), name: 'x' }),
      actionTime: '2026-03-01T09:30:00.000Z',
    } as StaffProject;
    expect(bodyOf(draftOf(project), project).actionTime).toBe('2026-03-01T09:30:00.000Z');
  });
});
