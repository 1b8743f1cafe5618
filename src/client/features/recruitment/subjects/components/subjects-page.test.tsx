/** A project's subjects on the real route: status tags, only the allowed actions, enrolment asking for consent, filters in the URL. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subject } from '../../../../../shared/api/recruitment/subjects';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/trial/subject/5/list';
const SET_STATUS = '/api/trial/subject/setStatus';
const subject = (id: number, subjectNumber: string, fields: Partial<Subject>): Subject => ({
  id,
  projectId: 5,
  subjectNumber,
  initials: 'ZS',
  status: 'screening',
  invalid: false,
  invalidReason: null,
  screeningDate: '2026-01-02',
  consentDate: null,
  enrolledDate: null,
  endedDate: null,
  reasonCode: null,
  reason: null,
  note: null,
  patientId: null,
  createdAt: '2026-01-02T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  version: 1,
  ...fields,
});
const rows = [
  subject(1, 'HK-001', {}),
  subject(2, 'HK-002', { status: 'enrolled', consentDate: '2026-01-02', enrolledDate: '2026-01-03' }),
  subject(3, 'HK-003', { status: 'screenFailed', reasonCode: 'lab', invalid: true, invalidReason: '重复' }),
];

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['TrialSubjects'], buttons }] }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', rows, total: 3 } }),
      [SET_STATUS]: () => ({ body: { isOk: true, code: '200', data: { id: 1, version: 2 } } }),
    },
  });
}

describe('trial subjects', () => {
  it('shows status tags and reasons, and no actions to a read-only user', async () => {
    stub([]);
    renderApp('/staff/projects/5/subjects');
    const table = await screen.findByRole('table', { name: '受试者列表' });
    expect((await within(table).findByText('HK-002')).closest('tr')).toHaveTextContent('已入组');
    const failed = within(table).getByText('HK-003').closest('tr');
    expect(failed).toHaveTextContent('筛选失败');
    expect(failed).toHaveTextContent('无效');
    expect(failed).toHaveTextContent('检查/化验不合格');
    expect(screen.queryByRole('button', { name: /操作|新增受试者|导出/ })).not.toBeInTheDocument();
  });

  it('offers only the allowed actions and asks for the consent day to enrol', async () => {
    const calls = stub(['subject:create', 'subject:status', 'subject:delete', 'subject:export']);
    renderApp('/staff/projects/5/subjects?status=screening');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'HK-001 的操作' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['筛选失败', '入组', '删除']);
    await user.click(within(menu).getByRole('menuitem', { name: '入组' }));
    const dialog = await screen.findByRole('dialog', { name: /入组/ });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写知情同意日期')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/知情同意日期/), '2026-01-02');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(callsTo(calls, SET_STATUS)).toHaveLength(1));
    expect(callsTo(calls, SET_STATUS)[0]?.json).toMatchObject({
      projectId: 5,
      id: 1,
      version: 1,
      action: 'enrol',
      consentDate: '2026-01-02',
    });
    expect(callsTo(calls, LIST)[0]?.search.get('status')).toBe('screening');
    expect(screen.queryByRole('button', { name: 'HK-003 的操作' })).not.toBeInTheDocument();
  });
});
