/** A candidate's record on the real route: identity with the audit note, reasons per criterion, contact and enrolment. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatientRecord } from '../../../../../shared/api/recruitment/candidates';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = '/api/trial/recruit/patient/5/7';
const CONTACT = '/api/trial/recruit/contact';
const ENROL = '/api/trial/subject/enrol';
const RECORD: PatientRecord = {
  id: 7,
  projectId: 5,
  name: '张建明',
  phone: '13912345678',
  idNumber: null,
  mrn: 'H20260001',
  sex: 'male',
  birthDate: '1961-03-14',
  age: 64,
  diagnoses: [{ code: 'C34.1', text: '右肺上叶腺癌' }],
  labs: [{ test: 'ALT', value: 38, date: '2025-12-20' }],
  priorDrugs: null,
  source: 0,
  selfCheck: null,
  consent: null,
  match: {
    status: 'recruitMay',
    ruleName: '肺癌二线',
    ruleVersion: 2,
    matchedAt: '2026-01-05T02:00:00.000Z',
    outcomes: [
      {
        id: 'age',
        role: 'inclusion',
        text: { 'zh-CN': '年龄 18–75 岁', en: 'Age 18–75' },
        result: 'met',
        reason: { code: 'age-in-range', params: { age: 64 } },
        evidence: null,
        mayChange: false,
      },
      {
        id: 'dx',
        role: 'inclusion',
        text: { 'zh-CN': '诊断：C34', en: 'Diagnosis: C34' },
        result: 'met',
        reason: { code: 'diagnosis-found', params: { diagnosis: 'C34.1 右肺上叶腺癌' } },
        evidence: null,
        mayChange: false,
      },
      {
        id: 'drug',
        role: 'exclusion',
        text: { 'zh-CN': '用过：奥希替尼', en: 'Has taken: 奥希替尼' },
        result: 'unknown',
        reason: { code: 'drugs-missing', params: {} },
        evidence: null,
        mayChange: true,
      },
      // Stored before reasons were codes: shown as stored.
      {
        id: 'pd1',
        role: 'exclusion',
        text: { 'zh-CN': '用过：帕博利珠单抗', en: 'Has taken: 帕博利珠单抗' },
        result: 'notMet',
        reason: null,
        evidence: '未用过',
        mayChange: true,
      },
    ],
  },
  suggested: true,
  recruitResult: 1,
  nextFollowUp: null,
  contacts: [
    {
      id: 1,
      contactedAt: '2026-01-04T03:00:00.000Z',
      method: 'phone',
      result: 1,
      reason: null,
      note: '家属陪同',
      nextFollowUp: null,
      actorName: 'coordinator',
    },
  ],
  subject: null,
  projectRecruiting: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-04T03:00:00.000Z',
  version: 4,
};

function stub(buttons: string[], record: PatientRecord = RECORD) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['RecruitCandidates'], buttons }],
    }),
    answers: {
      [DETAIL]: () => ({ body: { isOk: true, code: '200', data: record } }),
      [CONTACT]: () => ({ body: { isOk: true, code: '200', data: { id: 7, version: 5, contactId: 2 } } }),
      [ENROL]: () => ({ body: { isOk: true, code: '200', data: { id: 3, version: 1, subjectNumber: 'S-005-003' } } }),
    },
  });
}

describe('patient record', () => {
  it('shows the identity with the audit note, health data and the reasons by inclusion and exclusion', async () => {
    stub([]);
    renderApp('/staff/projects/5/candidates/7');
    const identity = await screen.findByRole('region', { name: '身份信息' });
    expect(identity).toHaveTextContent('张建明');
    expect(identity).toHaveTextContent('13912345678');
    expect(identity).toHaveTextContent('每次查看都会记入审计日志');
    expect(screen.getByRole('region', { name: '健康资料' })).toHaveTextContent('右肺上叶腺癌（C34.1）');
    expect(screen.getByRole('region', { name: '健康资料' })).toHaveTextContent('未记录');
    const inclusion = screen.getByRole('region', { name: '入选标准' });
    expect(within(inclusion).getAllByLabelText('符合')).toHaveLength(2);
    expect(inclusion).toHaveTextContent('年龄 64 岁');
    const exclusion = screen.getByRole('region', { name: '排除标准' });
    expect(within(exclusion).getByLabelText('未知')).toBeInTheDocument();
    // An exclusion not met is in the patient's favour: a check mark, not a cross.
    expect(within(exclusion).getByLabelText('未触发排除')).toHaveTextContent('✓');
    expect(exclusion).toHaveTextContent('无既往用药记录');
    expect(exclusion).toHaveTextContent('未用过');
    expect(screen.getByRole('region', { name: '联系记录' })).toHaveTextContent('家属陪同');
    expect(screen.getByRole('region', { name: '联系记录' })).toHaveTextContent('电话');
    expect(screen.getByRole('region', { name: '联系记录' })).toHaveTextContent('联系人 coordinator');
    expect(screen.queryByRole('button', { name: /记录联系|入组筛选|取消推荐/ })).not.toBeInTheDocument();
    // Without the role's button, the page says so instead of leaving a gap.
    expect(screen.getByText('您的角色没有“入组筛选”的权限')).toBeInTheDocument();
  });

  it('words the criteria and the match reasons in English in English mode', async () => {
    stub([]);
    renderApp('/staff/projects/5/candidates/7', { locale: 'en' });
    const inclusion = await screen.findByRole('region', { name: 'Inclusion criteria' });
    expect(inclusion).toHaveTextContent('Age 18–75');
    expect(inclusion).toHaveTextContent('Age 64');
    expect(inclusion).not.toHaveTextContent('岁');
    const exclusion = screen.getByRole('region', { name: 'Exclusion criteria' });
    expect(exclusion).toHaveTextContent('No prior drugs recorded');
    expect(exclusion).not.toHaveTextContent('无既往用药记录');
  });

  it('records an unwilling contact only with a reason, and starts screening a willing candidate', async () => {
    const calls = stub(['recruit:follow', 'subject:create']);
    renderApp('/staff/projects/5/candidates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '记录联系' }));
    const dialog = await screen.findByRole('dialog', { name: '记录联系' });
    fireEvent.change(within(dialog).getByLabelText(/联系时间/), { target: { value: '2026-01-04T09:30' } });
    await user.click(within(dialog).getByRole('radio', { name: '不愿意' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请选择原因')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择联系方式')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /联系方式/ }));
    await user.click(await screen.findByRole('option', { name: '微信' }));
    await user.click(within(dialog).getByRole('combobox', { name: '不愿意的原因' }));
    await user.click(await screen.findByRole('option', { name: '路途遥远' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, CONTACT)[0]?.json).toEqual({
        projectId: 5,
        patientId: 7,
        version: 4,
        // 09:30 in the hospital's zone (UTC+8), whatever the machine's zone.
        contactedAt: '2026-01-04T01:30:00.000Z',
        method: 'wechat',
        result: 2,
        reason: 'distance',
        note: null,
        nextFollowUp: null,
      }),
    );
    await user.click(screen.getByRole('button', { name: '入组筛选' }));
    const enrol = await screen.findByRole('dialog', { name: '入组筛选' });
    await user.type(within(enrol).getByLabelText('知情同意日期'), '2026-01-05');
    await user.click(within(enrol).getByRole('button', { name: '入组筛选' }));
    await waitFor(() =>
      expect(callsTo(calls, ENROL)[0]?.json).toMatchObject({
        projectId: 5,
        patientId: 7,
        version: 4,
        consentDate: '2026-01-05',
      }),
    );
    expect(await screen.findByText('已建立受试者 S-005-003')).toBeInTheDocument();
  });

  it('refuses a contact time in the future, saying why, and sends nothing', async () => {
    const calls = stub(['recruit:follow']);
    renderApp('/staff/projects/5/candidates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '记录联系' }));
    const dialog = await screen.findByRole('dialog', { name: '记录联系' });
    fireEvent.change(within(dialog).getByLabelText(/联系时间/), { target: { value: '2099-01-01T08:00' } });
    await user.click(within(dialog).getByRole('combobox', { name: /联系方式/ }));
    await user.click(await screen.findByRole('option', { name: '电话' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('联系时间不能晚于现在')).toBeInTheDocument();
    expect(callsTo(calls, CONTACT)).toHaveLength(0);
  });
});

describe('the enrol button says why it cannot be used', () => {
  const cases: [string, Partial<PatientRecord>, string][] = [
    ['not willing yet', { recruitResult: 0 }, '尚未记录患者愿意参加：请先记录一次结果为“愿意”的联系'],
    [
      'ruled out',
      { match: RECORD.match && { ...RECORD.match, status: 'recruitOut' } },
      '初筛结果为“数据不符合”，不能入组筛选',
    ],
    ['not recruiting', { projectRecruiting: false }, '项目当前不在招募中，不能入组筛选'],
  ];
  it.each(cases)('%s: disabled, with the reason as its description', async (_, change, reason) => {
    stub(['subject:create'], { ...RECORD, ...change });
    renderApp('/staff/projects/5/candidates/7');
    const button = await screen.findByRole('button', { name: '入组筛选' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('has no reason when the candidate may start screening', async () => {
    stub(['subject:create']);
    renderApp('/staff/projects/5/candidates/7');
    const button = await screen.findByRole('button', { name: '入组筛选' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
  });
});
