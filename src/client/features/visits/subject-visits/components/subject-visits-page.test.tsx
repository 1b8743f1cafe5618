/** A subject's visit calendar on the real route: flags in words, record a visit, a reason required outside the window, apply a newer plan. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubjectVisit, SubjectVisitCalendar } from '../../../../../shared/api/visits/subject-visits';
import type { Subject } from '../../../../../shared/api/recruitment';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SUBJECTS = '/api/trial/subject/5/list';
const CALENDAR = '/api/trial/subject/visit/5/subject/9';
const EXEC = '/api/trial/subject/visit/setExecDate';
const PLAN_DATE = '/api/trial/subject/visit/setPlanDate';
const APPLY = '/api/trial/subject/visit/applyPlan';

const subject: Subject = {
  id: 9,
  projectId: 5,
  subjectNumber: 'S-001',
  initials: 'LXM',
  status: 'enrolled',
  invalid: false,
  invalidReason: null,
  screeningDate: '2026-01-02',
  consentDate: '2026-01-02',
  enrolledDate: '2026-01-05',
  endedDate: null,
  reasonCode: null,
  reason: null,
  note: null,
  patientId: null,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
  version: 2,
};
const visit = (id: number, name: string, fields: Partial<SubjectVisit>): SubjectVisit => ({
  id,
  subjectId: 9,
  planId: 1,
  visitCode: `V${id}`,
  cycle: 1,
  name,
  groupName: '治疗期',
  sort: id,
  plannedDate: '2026-01-12',
  windowStart: '2026-01-10',
  windowEnd: '2026-01-14',
  planDateReason: null,
  executedDate: null,
  status: 'planned',
  outOfWindow: false,
  activities: [
    { type: 'lab', name: '血常规' },
    { type: 'dosing', name: '研究药物给药' },
  ],
  activitiesDone: [],
  note: null,
  overdue: false,
  dueToday: false,
  updatedAt: '2026-01-05T00:00:00Z',
  version: 4,
  ...fields,
});
const calendar: SubjectVisitCalendar = {
  today: '2026-01-13',
  subject: {
    id: 9,
    subjectNumber: 'S-001',
    status: 'enrolled',
    enrolledDate: '2026-01-05',
    visitAnchorDate: '2026-01-05',
    version: 2,
  },
  plan: { id: 1, planVersion: 1, name: '主方案', anchor: 'enrolment' },
  publishedPlan: { id: 2, planVersion: 2, name: '主方案', anchor: 'enrolment' },
  newerPlan: true,
  visits: [
    visit(1, '基线访视', {
      groupName: '筛选期',
      plannedDate: '2026-01-05',
      windowStart: '2026-01-05',
      windowEnd: '2026-01-05',
      status: 'done',
      executedDate: '2026-01-05',
    }),
    visit(2, '第1周期', {
      plannedDate: '2026-01-08',
      windowStart: '2026-01-07',
      windowEnd: '2026-01-09',
      overdue: true,
    }),
    visit(3, '第2周期', {}),
  ],
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SubjectVisits'], buttons }],
    }),
    answers: {
      [SUBJECTS]: () => ({ body: { isOk: true, code: '200', rows: [subject], total: 1 } }),
      [CALENDAR]: () => ok(calendar),
      ...answers,
    },
  });
}

describe('subject visits', () => {
  it('shows the calendar by group with flags in words, read-only without visit:record', async () => {
    stub([]);
    renderApp('/staff/projects/5/visits?subjectId=9');
    // The first render loads the lazy staff routes: slow on a busy machine.
    const table = await screen.findByRole('table', { name: '访视日历' });
    expect(within(table).getByRole('rowheader', { name: '筛选期' })).toBeInTheDocument();
    expect(within(table).getByText('第1周期').closest('tr')).toHaveTextContent('已逾期');
    expect(within(table).getByText('基线访视').closest('tr')).toHaveTextContent('已完成');
    expect(screen.getByText(/已发布新版访视计划（第 2 版）/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /记录访视|应用新版计划/ })).not.toBeInTheDocument();
  });

  it('records a visit with the activities done and the executed day', async () => {
    const calls = stub(['visit:record'], { [EXEC]: () => ok({ id: 3, version: 5 }) });
    renderApp('/staff/projects/5/visits?subjectId=9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '记录访视 第2周期' }));
    const dialog = await screen.findByRole('dialog', { name: '记录访视：第2周期' });
    const day = within(dialog).getByLabelText(/执行日期/);
    expect(day).toHaveValue('2026-01-12');
    await user.click(within(dialog).getByRole('checkbox', { name: '血常规' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, EXEC)).toHaveLength(1));
    expect(callsTo(calls, EXEC)[0]?.json).toEqual({
      projectId: 5,
      id: 3,
      version: 4,
      executedDate: '2026-01-12',
      activitiesDone: ['lab'],
      note: null,
    });
    await waitFor(() => expect(callsTo(calls, CALENDAR)).toHaveLength(2));
  });

  it('asks for a reason before planning a day outside the window', async () => {
    const calls = stub(['visit:record'], { [PLAN_DATE]: () => ok({ id: 3, version: 5 }) });
    renderApp('/staff/projects/5/visits?subjectId=9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '安排日期 第2周期' }));
    const dialog = await screen.findByRole('dialog', { name: '安排访视日期：第2周期' });
    const day = within(dialog).getByLabelText(/计划日期/);
    await user.clear(day);
    await user.type(day, '2026-01-20');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('计划日期在访视窗口外，请填写原因')).toBeInTheDocument();
    expect(callsTo(calls, PLAN_DATE)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /原因/ }), '患者出差');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, PLAN_DATE)).toHaveLength(1));
    expect(callsTo(calls, PLAN_DATE)[0]?.json).toEqual({
      projectId: 5,
      id: 3,
      version: 4,
      plannedDate: '2026-01-20',
      reason: '患者出差',
    });
  });

  it('applies the newer plan version after a confirmation, with the subject’s version', async () => {
    const calls = stub(['visit:applyPlan'], { [APPLY]: () => ok({ id: 9, version: 3 }) });
    renderApp('/staff/projects/5/visits?subjectId=9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '应用新版计划' }));
    const confirm = await screen.findByRole('dialog', { name: '应用新版访视计划' });
    await user.click(within(confirm).getByRole('button', { name: '应用新版计划' }));
    await waitFor(() => expect(callsTo(calls, APPLY)).toHaveLength(1));
    expect(callsTo(calls, APPLY)[0]?.json).toEqual({ projectId: 5, subjectId: 9, version: 2 });
  });

  it('records the patient’s consent to reminders and the project’s lead time, with their versions', async () => {
    const CONSENT = '/api/trial/subject/reminderConsent';
    const DAYS = '/api/trial/subject/visit/reminderDays';
    const calls = stub(['visit:record'], {
      '/api/trial/subject/reminderConsent/5/9': () =>
        ok({ subjectId: 9, reminderConsentAt: null, hasPhone: true, version: 2, messages: [] }),
      '/api/trial/subject/visit/5/reminderDays': () => ok({ days: 3, configured: null, defaultDays: 3, version: 7 }),
      [CONSENT]: () => ok({ id: 9, version: 3 }),
      [DAYS]: () => ok({ id: 5, version: 8 }),
    });
    renderApp('/staff/projects/5/visits?subjectId=9');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: '访视提醒' });
    expect(await within(panel).findByText('患者未同意接收访视提醒短信')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '记录患者同意' }));
    await waitFor(() => expect(callsTo(calls, CONSENT)).toHaveLength(1));
    expect(callsTo(calls, CONSENT)[0]?.json).toEqual({ projectId: 5, subjectId: 9, version: 2, consent: true });

    const days = within(panel).getByRole('spinbutton', { name: '提前提醒天数' });
    await user.clear(days);
    await user.type(days, '31');
    expect(within(panel).getByRole('button', { name: '保存天数' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(panel).getByRole('button', { name: '保存天数' }));
    await waitFor(() => expect(callsTo(calls, DAYS)).toHaveLength(1));
    expect(callsTo(calls, DAYS)[0]?.json).toEqual({ projectId: 5, days: 5, version: 7 });
  });
});
