/** SPEC §8, row by row, through the real client and what the user then sees. */
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgListEndpoint, projectDetailEndpoint } from '../../shared/api/portal/portal';
import { configByKeyEndpoint } from '../../shared/api/study/sys';
import { getFeedback } from './feedback';
import { ApiCallError, callEndpoint, callFileEndpoint } from './http';
import { failureText, fieldProblemOf } from './field-problem';
import { answer, hangingFetch, setUpHttpTest, stubFetch } from './http-test-support';

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  ({ reload } = setUpHttpTest());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const detail = () => callEndpoint(projectDetailEndpoint, { params: { id: 7 } });
const ERROR_TITLE = '很抱歉，系统遇到了意外情况';

describe("code '200' and answers without isOk/success", () => {
  it('passes the answer through and shows nothing', async () => {
    stubFetch(() => answer({ body: { isOk: true, code: '200', data: { id: 7, name: 'A' } } }));
    await expect(detail()).resolves.toEqual({ isOk: true, code: '200', data: { id: 7, name: 'A' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('passes an answer with no isOk/success field through, whatever its code', async () => {
    stubFetch(() => answer({ body: { code: '500', rows: [1, 2] } }));
    await expect(detail()).resolves.toEqual({ code: '500', rows: [1, 2] });
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
  });
});

describe("code '100'", () => {
  it.each([
    [{ cause: '入组人数已满', msg: '失败' }, '入组人数已满'],
    [{ msg: '项目已关闭' }, '项目已关闭'],
    [{}, '操作失败'],
  ])('shows %j as an info message "%s" for 6000 ms and rejects', async (fields, text) => {
    vi.useFakeTimers();
    stubFetch(() => answer({ status: 400, body: { isOk: false, code: '100', ...fields } }));
    const call = detail();
    await expect(call).rejects.toMatchObject({ name: 'ApiCallError', kind: 'info', code: '100', message: text });
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByTestId('info-message')).toHaveTextContent(text);
    await act(async () => vi.advanceTimersByTime(5999));
    expect(screen.getByTestId('info-message')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('info-message')).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
  });

  it('shows no notice when the caller shows the text itself, as a form does', async () => {
    stubFetch(() =>
      answer({ status: 400, body: { isOk: false, code: '100', msg: '字段「phone」：手机号已被使用', field: 'phone' } }),
    );
    const shown = await detail().catch((error: unknown) => fieldProblemOf(error));
    expect(shown).toEqual({ field: 'phone', text: '手机号已被使用' });
    const worded = await detail().catch((error: unknown) => failureText(error, '保存失败'));
    expect(worded).toBe('字段「phone」：手机号已被使用');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('info-message')).not.toBeInTheDocument();
    expect(getFeedback().infos).toEqual([]);
  });
});

describe("code '401'", () => {
  it('shows one Tip alert for several 401s at once, and reloads the page on confirm', async () => {
    stubFetch(() => answer({ status: 401, body: { isOk: false, code: '401', msg: 'no session' } }));
    const results = await Promise.allSettled([detail(), detail(), detail()]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiCallError).kind === 'unauthorized')).toBe(
      true,
    );
    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0] as HTMLElement;
    expect(within(dialog).getByText('提示')).toBeInTheDocument();
    expect(within(dialog).getByText('登录信息已变更，页面即将刷新')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("codes starting with 'CA' and the config-by-key call", () => {
  it('passes a CA code through silently', async () => {
    stubFetch(() => answer({ body: { isOk: false, code: 'CA1002', msg: 'certificate not bound' } }));
    await expect(detail()).resolves.toMatchObject({ code: 'CA1002' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('passes any config-by-key answer through, and rejects its network failure, silently', async () => {
    stubFetch(() => answer({ status: 500, body: { isOk: false, code: '500', msg: 'boom' } }));
    await expect(callEndpoint(configByKeyEndpoint, { query: { key: 'sys.ctdms.shfy' } })).resolves.toMatchObject({
      code: '500',
    });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callEndpoint(configByKeyEndpoint, {})).rejects.toThrow(TypeError);
    // The client records what it shows before the call settles (the host renders it, the
    // error notifications once their lazy module has loaded): nothing was recorded.
    expect(getFeedback()).toMatchObject({ infos: [], errors: [], sessionExpired: false });
  });
});

describe('any other failure', () => {
  it.each([
    [
      'code 500 with msg',
      () => answer({ status: 500, body: { isOk: false, code: '500', msg: '数据库不可用' } }),
      '数据库不可用',
    ],
    [
      'code 403',
      () => answer({ status: 403, body: { isOk: false, code: '403', msg: 'sign missing' } }),
      'sign missing',
    ],
    [
      'an HTTP 502 page',
      () => answer({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }),
      'HTTP 502',
    ],
    [
      'HTML with status 200',
      () => answer({ body: '<!doctype html><title>x</title>', contentType: 'text/html' }),
      '网页',
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), '网络连接失败'],
  ])('shows the top-right notification for %s and rejects', async (_, respond, text) => {
    stubFetch(respond);
    await expect(detail()).rejects.toBeDefined();
    const notice = await screen.findByTestId('error-notification');
    expect(notice).toHaveTextContent(ERROR_TITLE);
    expect(notice).toHaveTextContent(text);
    expect(notice).toHaveTextContent('该错误已被记录，请联系管理员处理。');
    expect(within(notice).getByRole('button', { name: '更多错误信息' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('info-message')).not.toBeInTheDocument();
  });

  it('shows a timeout as a notification', async () => {
    stubFetch(hangingFetch);
    await expect(callEndpoint(projectDetailEndpoint, { params: { id: 7 }, timeoutMs: 30 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(await screen.findByTestId('error-notification')).toHaveTextContent('请求超时');
  });

  it('keeps each for 6000 ms and stacks several', async () => {
    vi.useFakeTimers();
    stubFetch((url) => answer({ status: 500, body: { isOk: false, code: '500', msg: `failed ${url}` } }));
    await expect(detail()).rejects.toBeInstanceOf(ApiCallError);
    await expect(callEndpoint(projectDetailEndpoint, { params: { id: 8 } })).rejects.toBeInstanceOf(ApiCallError);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const notices = screen.getAllByTestId('error-notification');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('failed /api/portal/projects/7'),
      expect.stringContaining('failed /api/portal/projects/8'),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(5999));
    expect(screen.getAllByTestId('error-notification')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('error-notification')).not.toBeInTheDocument();
  });

  it('shows one notification for the same failure repeated while it is on screen', async () => {
    stubFetch(() => answer({ status: 500, body: { isOk: false, code: '500', msg: 'down' } }));
    await Promise.allSettled([detail(), detail(), detail()]);
    await waitFor(() => expect(screen.getAllByTestId('error-notification')).toHaveLength(1));
  });

  it('holds the report with time, URL, message and request id under more error info, open until closed', async () => {
    vi.useFakeTimers();
    stubFetch(() => answer({ status: 500, body: { isOk: false, code: '500', msg: '内部错误', requestId: 'r-1' } }));
    await expect(detail()).rejects.toBeInstanceOf(ApiCallError);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const notice = screen.getByTestId('error-notification');
    const more = within(notice).getByRole('button', { name: '更多错误信息' });
    fireEvent.click(more);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // happy-dom has no 2D canvas: the report falls back to its text, which must hold the URL.
    expect(notice).toHaveTextContent('请求地址: http://localhost:3000/api/portal/projects/7');
    expect(notice).toHaveTextContent(/时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(notice).toHaveTextContent('错误信息: 内部错误');
    expect(notice).toHaveTextContent('请求编号: r-1');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('error-notification')).toBe(notice);
    fireEvent.click(within(notice).getByRole('button', { name: '收起错误信息' }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.queryByTestId('error-notification')).not.toBeInTheDocument();
  });

  it('shows nothing when the caller cancels the call', async () => {
    stubFetch(hangingFetch);
    const controller = new AbortController();
    const call = callEndpoint(projectDetailEndpoint, { params: { id: 7 }, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(getFeedback()).toMatchObject({ infos: [], errors: [], sessionExpired: false });
  });
});

describe('binary answers', () => {
  it('returns a real file as a Blob', async () => {
    stubFetch(() => answer({ body: '%PDF-1.7', contentType: 'application/pdf' }));
    const file = await callFileEndpoint(orgListEndpoint);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it("decodes a JSON answer: code '100' shows its info message", async () => {
    stubFetch(() => answer({ body: { isOk: false, code: '100', msg: '文件不存在' } }));
    await expect(callFileEndpoint(orgListEndpoint)).rejects.toMatchObject({ kind: 'info' });
    expect(await screen.findByTestId('info-message')).toHaveTextContent('文件不存在');
  });

  it("decodes a JSON answer: code '500' shows the notification", async () => {
    stubFetch(() => answer({ body: { isOk: false, code: '500', msg: '导出失败' } }));
    await expect(callFileEndpoint(orgListEndpoint)).rejects.toMatchObject({ kind: 'error' });
    expect(await screen.findByTestId('error-notification')).toHaveTextContent('导出失败');
  });

  it('treats an HTML page with status 200 as a failure', async () => {
    stubFetch(() => answer({ body: '<html><body>login</body></html>', contentType: 'text/html; charset=utf-8' }));
    await expect(callFileEndpoint(orgListEndpoint)).rejects.toMatchObject({ kind: 'error' });
    expect(await screen.findByTestId('error-notification')).toHaveTextContent('服务器返回了网页而不是数据');
  });
});
