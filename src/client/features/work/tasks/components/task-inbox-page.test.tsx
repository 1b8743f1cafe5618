/** The task inbox on the real route: overdue first with its chip, links to the records, filters in the URL. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TaskInbox, TaskRow } from '../../../../../shared/api/work/tasks';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

const INBOX = '/api/trial/task/inbox';
const sae: TaskRow = {
  key: 'saeSubmit:7',
  kind: 'saeSubmit',
  projectId: 5,
  projectName: 'HK-2103 肺癌研究',
  recordId: 7,
  subjectId: 11,
  subjectNumber: 'S-001',
  initials: 'ZSM',
  title: { 'zh-CN': 'SAE报告待提交 · 中性粒细胞减少', en: 'SAE report to submit · Neutropenia' },
  detail: {
    'zh-CN': 'S-001 ZSM · 首次报告 · 获知 2026-01-04 09:00',
    en: 'S-001 ZSM · initial report · learned 2026-01-04 09:00',
  },
  dueAt: '2026-01-05T01:00:00.000Z',
  dueLabel: '2026-01-05 09:00',
  dueState: 'overdue',
  overdue: true,
};
const raise: TaskRow = {
  ...sae,
  key: 'saeRaise:3',
  kind: 'saeRaise',
  recordId: 3,
  title: { 'zh-CN': '待上报SAE · 肝功能异常', en: 'SAE to raise · Abnormal liver function' },
  detail: { 'zh-CN': 'S-001 ZSM · 发生 2026-01-02', en: 'S-001 ZSM · onset 2026-01-02' },
  dueAt: null,
  dueLabel: null,
  dueState: null,
  overdue: false,
};
const followUp: TaskRow = {
  ...raise,
  key: 'followUp:40',
  kind: 'followUp',
  recordId: 40,
  subjectId: null,
  subjectNumber: null,
  initials: null,
  title: { 'zh-CN': '患者待随访 · 王*红', en: 'Patient to follow up · 王*红' },
  detail: { 'zh-CN': '计划随访 2026-01-05 · 已联系 1 次', en: 'follow-up planned 2026-01-05 · contacted once' },
  dueAt: '2026-01-05T16:00:00.000Z',
  dueLabel: '2026-01-05',
  dueState: 'dueSoon',
};
const certificate: TaskRow = {
  ...followUp,
  key: 'documentExpiry:9',
  kind: 'documentExpiry',
  recordId: 9,
  folderId: 3,
  title: { 'zh-CN': '文件即将到期 · GCP 培训证书（刘洋）', en: 'Document due to expire · GCP 培训证书（刘洋）' },
  detail: { 'zh-CN': 'GCP 证书 · 文件夹 06.02 · v1 · 2026-01-19 到期', en: 'GCP certificate · expires 2026-01-19' },
  dueAt: '2026-01-19T16:00:00.000Z',
  dueLabel: '2026-01-19',
  dueState: 'open',
};
const counts = {
  aeSubmit: 0,
  saeRaise: 1,
  saeSubmit: 1,
  susarSubmit: 0,
  dsurSubmit: 0,
  pvReview: 0,
  violationReview: 0,
  conMedCheck: 0,
  visitDue: 0,
  followUp: 1,
  queryAnswer: 0,
  queryClose: 0,
  appointmentReview: 0,
  appointmentConfirm: 0,
  qcTaskRun: 0,
  qcFindingAnswer: 0,
  qcFindingVerify: 0,
  approvalStep: 0,
  financeWarning: 0,
  documentExpiry: 1,
  ethicsContinuingReview: 0,
};
const inbox: TaskInbox = {
  today: '2026-01-05',
  rows: [sae, followUp, raise, certificate],
  total: 4,
  counts,
  projects: [{ id: 5, name: 'HK-2103 肺癌研究' }],
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(answer: TaskInbox = inbox) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['TaskInbox'] }, projects: [] }),
    answers: { [INBOX]: () => ok(answer) },
  });
}

describe('task inbox page', () => {
  it('lists the tasks overdue first, flagged, each a link to its record', async () => {
    stub();
    renderApp('/staff/tasks');
    const table = await screen.findByRole('table', { name: '待办任务列表' });
    const link = await within(table).findByRole('link', {
      name: 'SAE报告待提交 · 中性粒细胞减少',
    });
    expect(link).toHaveAttribute('href', '/staff/projects/5/sae?id=7');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('逾期');
    expect(rows[1]).toHaveTextContent('2026-01-05 09:00');
    expect(rows[2]).toHaveTextContent('即将到期');
    expect(within(table).getByRole('link', { name: '患者待随访 · 王*红' })).toHaveAttribute(
      'href',
      '/staff/projects/5/candidates/40',
    );
    expect(
      within(table).getByRole('link', {
        name: '待上报SAE · 肝功能异常',
      }),
    ).toHaveAttribute('href', '/staff/projects/5/sae?aeId=3');
    // A document due to expire opens in its binder folder.
    expect(within(table).getByRole('link', { name: '文件即将到期 · GCP 培训证书（刘洋）' })).toHaveAttribute(
      'href',
      '/staff/projects/5/documents?folderId=3&id=9',
    );
    expect(screen.getByRole('button', { name: 'SAE报告待提交 (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AE待提交/ })).not.toBeInTheDocument();
  });

  it('asks for the project from the URL and the kind chosen, back on the first page', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderApp('/staff/tasks?projectId=5&page=2');
    await user.click(await screen.findByRole('button', { name: 'SAE报告待提交 (1)' }));
    await waitFor(() =>
      expect(callsTo(calls, INBOX).some((call) => call.search.get('kind') === 'saeSubmit')).toBe(true),
    );
    const last = callsTo(calls, INBOX).at(-1)?.search;
    expect(last?.get('projectId')).toBe('5');
    expect(last?.get('offset')).toBe('0');
    expect(screen.getByRole('button', { name: 'SAE报告待提交 (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing is left to do', async () => {
    stub({
      ...inbox,
      rows: [],
      total: 0,
      counts: { ...counts, saeRaise: 0, saeSubmit: 0, followUp: 0, documentExpiry: 0 },
    });
    renderApp('/staff/tasks');
    expect(await screen.findByText('暂无待办任务', undefined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部 (0)' })).toBeInTheDocument();
  });
});
