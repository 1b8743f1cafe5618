import { describe, expect, it } from 'vitest';
import { FIXED_DICTIONARIES, MEETING_STATUS, RECRUIT_RESULT, VERIFY_TASK_STATUS } from './fixed-dictionaries';
import { dictEntryLabel } from '../labels';
import { RECRUIT_STATUS_CODES, RECRUIT_STATUS_FALLBACK_LABELS, recruitStatusTone } from '../portal';

describe('fixed dictionaries (SPEC §4)', () => {
  it('holds all thirteen with the SPEC values in order', () => {
    const values = Object.fromEntries(
      Object.entries(FIXED_DICTIONARIES).map(([name, list]) => [name, list.map((item) => item.value)]),
    );
    expect(values).toEqual({
      projectSendingScene: [
        'account_open',
        'account_lock',
        'account_stop',
        'password_update',
        'join_project',
        'remove_from_project',
        'scenario_template',
      ],
      pvStatus: ['new', 'waiting', 'auditing', 'accepted'],
      recruitedSubjectStatus: ['recruitMay', 'recruitOut', 'recruitFail', 'recruitDone'],
      recruitResult: [2, 0, 1],
      verifyTaskStatus: [0, 10, 20, 30, 40, 50, 60],
      verifyStatus: [2, 3, 4, 5],
      meetingStatus: [0, 1, 2, 3],
      attendeeStatus: [1, 2, 3, 4],
      violationType: [10, 20, 30],
      severity: [1, 2, 3],
      patientSource: [0, 1, 2, 3],
      workflowEventType: [
        'start',
        'postStart',
        'end',
        'manualEnd',
        'postEnd',
        'preTaskComplete',
        'taskCreate',
        'postTaskCreate',
        'taskComplete',
        'postTaskComplete',
        'signTaskCreate',
        'postSignTaskCreate',
      ],
      trialDrugManagement: ['centralPharmacy', 'departmentPharmacy'],
    });
  });

  it('gives every entry a Chinese and an English label, unique within its dictionary', () => {
    for (const list of Object.values(FIXED_DICTIONARIES)) {
      const zh = list.map((item) => item.label['zh-CN']);
      const en = list.map((item) => item.label.en);
      expect(zh.every((text) => /[\u4e00-\u9fff]/.test(text))).toBe(true);
      expect(en.every((text) => /^[A-Z][A-Za-z ,/-]+$/.test(text))).toBe(true);
      expect(new Set(zh).size).toBe(zh.length);
      expect(new Set(en).size).toBe(en.length);
    }
  });

  it('labels a value in either language, numeric codes also when sent as text', () => {
    expect(dictEntryLabel(MEETING_STATUS, 3, 'zh-CN')).toBe('已取消');
    expect(dictEntryLabel(MEETING_STATUS, '3', 'en')).toBe('Cancelled');
    expect(dictEntryLabel(VERIFY_TASK_STATUS, 60, 'en')).toBe('Completed overdue');
    expect(dictEntryLabel(RECRUIT_RESULT, 0, 'en')).toBe('Not reached / follow up');
    expect(dictEntryLabel(MEETING_STATUS, 9, 'en')).toBe('9');
    expect(dictEntryLabel(MEETING_STATUS, null, 'en')).toBe('');
  });
});

describe('recruitment status', () => {
  it('maps the four codes to their tag tones and anything else to neutral', () => {
    expect(RECRUIT_STATUS_CODES.map((code) => [code, recruitStatusTone(code)])).toEqual([
      ['zmz', 'primary'],
      ['zmwc', 'success'],
      ['ztzm', 'warning'],
      ['zzzm', 'danger'],
    ]);
    expect(recruitStatusTone('other')).toBe('neutral');
    expect(recruitStatusTone('toString')).toBe('neutral');
  });

  it('has a fallback name for every code in both languages', () => {
    for (const code of RECRUIT_STATUS_CODES) {
      expect(RECRUIT_STATUS_FALLBACK_LABELS[code]['zh-CN']).toMatch(/招募/);
      expect(RECRUIT_STATUS_FALLBACK_LABELS[code].en).toMatch(/^Recruit/);
    }
  });
});
