/** Problem reports on the real routes: filing from the user menu and from an error notification, and triage. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProblemDetail } from '../../../../../shared/api/work/problem-reports';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SAVE = '/api/gctms/bug/save';
const MINE = '/api/gctms/bug/mine';
const saved = () => ({ body: { isOk: true, code: '200', data: { id: 7, version: 1 } } });
const noRows = () => ({ body: { isOk: true, code: '200', rows: [], total: 0 } });
const row = {
  id: 7,
  status: 'new',
  resolution: null,
  pagePath: '/staff/workbench',
  text: '列表打不开',
  hasErrorReport: true,
  hasScreenshot: false,
  answer: null,
  reporterName: '李协调',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
} as const;

describe('filing a problem report', () => {
  it('files the page path (no query) with a description from the user menu, and lists one’s own reports', async () => {
    const calls = stubStaffApi({
      who: demoWho(),
      answers: {
        [SAVE]: saved,
        [MINE]: () => ({
          body: { isOk: true, code: '200', rows: [{ ...row, answer: '已修复', status: 'fixed' }], total: 1 },
        }),
      },
    });
    renderApp('/staff/account?keyword=张三');
    await userEvent.click(await screen.findByRole('button', { name: /用户菜单|账号/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '报告问题' }));
    const dialog = await screen.findByRole('dialog', { name: '报告问题' });
    expect(within(dialog).getByLabelText('问题页面')).toHaveValue('/staff/account');
    expect(await within(dialog).findByText('答复：已修复')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('问题描述（可选）'), '保存按钮没反应');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('问题已提交');
    expect(callsTo(calls, SAVE)[0]?.json).toEqual({
      path: '/staff/account',
      text: '保存按钮没反应',
      errorReport: null,
      screenshot: null,
    });
  });

  it('refuses a screenshot of another type before sending anything', async () => {
    const calls = stubStaffApi({ who: demoWho(), answers: { [SAVE]: saved, [MINE]: noRows } });
    renderApp('/staff');
    await userEvent.click(await screen.findByRole('button', { name: /用户菜单|账号/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '报告问题' }));
    const dialog = await screen.findByRole('dialog', { name: '报告问题' });
    const input = within(dialog).getByLabelText('截图（可选）');
    await userEvent.upload(input, new File(['%PDF-'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('截图只接受 PNG、JPEG、WebP 或 GIF 图片');
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'screen.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
      screenshot: { name: 'screen.png', content: btoa('\x89\x50') },
    });
  });

  it('attaches an error notification’s report in one click', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['JobMonitor'] } }),
      answers: {
        '/api/sys/job/list': () => ({
          status: 500,
          body: { isOk: false, code: '500', msg: '服务器内部错误', requestId: 'req-9' },
        }),
        [SAVE]: saved,
        [MINE]: noRows,
      },
    });
    renderApp('/staff/jobs?x=1');
    const notice = await screen.findByTestId('error-notification');
    await userEvent.click(within(notice).getByRole('button', { name: '更多错误信息' }));
    await userEvent.click(await within(notice).findByRole('button', { name: '报告此问题' }));
    const dialog = await screen.findByRole('dialog', { name: '报告问题' });
    expect(within(dialog).getByRole('region', { name: '已附带错误报告' })).toHaveTextContent('req-9');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
      path: '/staff/jobs',
      errorReport: { code: '500', message: '服务器内部错误', requestId: 'req-9', url: '/api/sys/job/list' },
    });
  });
});

describe('triage', () => {
  const detail: ProblemDetail = {
    ...row,
    reporterId: 3,
    reporterRoles: ['研究协调员'],
    errorReport: { code: '500', message: '服务器内部错误', time: '2026-03-01T01:59:00.000Z', requestId: 'req-9' },
    screenshot: null,
    version: 1,
  };

  it('lists reports by status, opens one and moves it with an answer', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['ProblemReports'] } }),
      answers: {
        '/api/gctms/bug/list': () => ({ body: { isOk: true, code: '200', rows: [row], total: 1 } }),
        '/api/gctms/bug/get/7': () => ({ body: { isOk: true, code: '200', data: detail } }),
        '/api/gctms/bug/move': () => ({ body: { isOk: true, code: '200', data: { id: 7, version: 2 } } }),
      },
    });
    renderApp('/staff/problem-reports?status=new');
    const table = await screen.findByRole('table', { name: '问题反馈列表' });
    expect(await within(table).findByText('李协调')).toBeInTheDocument();
    expect(callsTo(calls, '/api/gctms/bug/list')[0]?.search.get('status')).toBe('new');
    await userEvent.click(within(table).getByRole('button', { name: '查看 #7' }));
    const dialog = await screen.findByRole('dialog', { name: '问题反馈 #7' });
    expect(await within(dialog).findByText(/研究协调员/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '已附带错误报告' })).toHaveTextContent('req-9');
    expect(within(dialog).queryByRole('button', { name: '标记已修复' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '不是问题，关闭' }));
    expect(within(dialog).getByText('请说明为什么不是问题')).toBeInTheDocument();
    expect(callsTo(calls, '/api/gctms/bug/move')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/答复提交人/), '已转交信息科');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认问题' }));
    await waitFor(() => expect(callsTo(calls, '/api/gctms/bug/move')).toHaveLength(1));
    expect(callsTo(calls, '/api/gctms/bug/move')[0]?.json).toEqual({
      id: 7,
      action: 'confirm',
      answer: '已转交信息科',
      version: 1,
    });
  });
});
