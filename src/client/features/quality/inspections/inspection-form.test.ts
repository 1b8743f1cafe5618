import { describe, expect, it } from 'vitest';
import type { Inspection } from '../../../../shared/api/quality/inspections';
import {
  createBody,
  inspectionFindingBody,
  inspectionFindingProblems,
  inspectionFormOf,
  inspectionFormProblems,
  newInspectionFindingForm,
  newInspectionForm,
  updateBody,
} from './inspection-form';

const recorded: Inspection = {
  id: 7,
  projectId: 3,
  inspectionType: 'sponsorAudit',
  inspectingBody: '申办方质量保证部',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  scope: '知情同意与药品管理',
  conclusion: null,
  attachments: [11, 12],
  findingCount: 0,
  openFindingCount: 0,
  createdBy: 'qa',
  createdAt: '2026-03-03T08:00:00.000Z',
  updatedAt: '2026-03-03T08:00:00.000Z',
  version: 4,
};

describe('the inspection form', () => {
  it('asks for the body and the scope, and starts on the given day', () => {
    const form = newInspectionForm('2026-05-06');
    expect(form).toMatchObject({ inspectionType: 'nmpa', startDate: '2026-05-06', endDate: '2026-05-06' });
    expect(inspectionFormProblems(form)).toEqual({ inspectingBody: 'required', scope: 'required' });
  });

  it('refuses a last day before the first day, a missing day and an overlong body', () => {
    const form = { ...newInspectionForm('2026-05-06'), inspectingBody: 'NMPA', scope: '全面核查' };
    expect(inspectionFormProblems({ ...form, endDate: '2026-05-05' })).toEqual({ endDate: 'endBeforeStart' });
    expect(inspectionFormProblems({ ...form, startDate: '' })).toEqual({ startDate: 'required' });
    expect(inspectionFormProblems({ ...form, inspectingBody: 'x'.repeat(201) })).toEqual({ inspectingBody: 'tooLong' });
    expect(inspectionFormProblems(form)).toEqual({});
  });

  it('sends the fields trimmed and leaves an empty conclusion out', () => {
    const form = {
      ...newInspectionForm('2026-05-06'),
      inspectingBody: ' 省药监局 ',
      scope: ' 全面 ',
      conclusion: '  ',
    };
    expect(createBody(form, 3)).toEqual({
      projectId: 3,
      inspectionType: 'nmpa',
      inspectingBody: '省药监局',
      startDate: '2026-05-06',
      endDate: '2026-05-06',
      scope: '全面',
      attachments: [],
    });
  });

  it('edits a recorded inspection at the version it was read, keeping its attachments', () => {
    const form = { ...inspectionFormOf(recorded), conclusion: ' 未发现严重问题 ' };
    expect(form.conclusion).not.toBe('');
    expect(updateBody(form, recorded)).toMatchObject({
      projectId: 3,
      id: 7,
      version: 4,
      inspectionType: 'sponsorAudit',
      conclusion: '未发现严重问题',
      attachments: [11, 12],
    });
  });
});

describe("an inspection's finding", () => {
  it('needs a description, as a check task finding does, and names its inspection', () => {
    const form = newInspectionFindingForm();
    expect(form).toEqual({ problemType: 9, severity: 1, description: '' });
    expect(inspectionFindingProblems(form)).toEqual({ description: 'required' });
    const ready = { ...form, problemType: 1 as const, severity: 2 as const, description: ' 缺签名 ' };
    expect(inspectionFindingProblems(ready)).toEqual({});
    expect(inspectionFindingBody(ready, 3, 7)).toEqual({
      projectId: 3,
      inspectionId: 7,
      problemType: 1,
      severity: 2,
      description: '缺签名',
    });
  });
});
