/** What the HTTP client does for the staff side: the anti-forgery header and the 401 hook. */
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutEndpoint } from '../../shared/api/access/auth';
import { whoEndpoint } from '../../shared/api/access/who';
import { projectDetailEndpoint, projectListEndpoint } from '../../shared/api/portal/portal';
import { getFeedback } from './feedback';
import { callEndpoint, onUnauthorized } from './http';
import { answer, setUpHttpTest, stubFetch } from './http-test-support';
import { clearStaffData } from './staff-data';

let stopHandlers: (() => void)[] = [];
beforeEach(() => {
  setUpHttpTest();
});
afterEach(() => {
  for (const stop of stopHandlers) stop();
  stopHandlers = [];
  vi.unstubAllGlobals();
});

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, index = 0) =>
  (fetchMock.mock.calls[index]?.[1] as RequestInit).headers as Record<string, string>;

describe('the X-Requested-With header', () => {
  it('goes with every POST, public or staff, and not with a GET', async () => {
    const fetchMock = stubFetch(() => answer({ body: { isOk: true, code: '200', data: null, rows: [], total: 0 } }));
    await callEndpoint(logoutEndpoint);
    await callEndpoint(projectListEndpoint, { body: { offset: 0, limit: 10 } });
    await callEndpoint(projectDetailEndpoint, { params: { id: 7 } });
    expect(headersOf(fetchMock, 0)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headersOf(fetchMock, 1)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headersOf(fetchMock, 2)).not.toHaveProperty('X-Requested-With');
  });
});

describe('a 401 answer', () => {
  it('clears the staff data through the registered hook before the login-changed alert shows', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['site', 'info'], { site: {} });
    queryClient.setQueryData(['staff', 'who'], { user: { userName: 'zhangmin' } });
    queryClient.setQueryData(['staff', 'users', 'list', {}], { rows: [], total: 0 });
    const order: string[] = [];
    stopHandlers.push(
      onUnauthorized(() => {
        order.push(getFeedback().sessionExpired ? 'after alert' : 'before alert');
        clearStaffData(queryClient);
      }),
    );
    stubFetch(() => answer({ status: 401, body: { isOk: false, code: '401', msg: 'session ended' } }));
    await expect(callEndpoint(projectDetailEndpoint, { params: { id: 7 } })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(order).toEqual(['before alert']);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['site', 'info']]);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('leaves a silent call (who am I) to its caller: no hook, no alert', async () => {
    const hook = vi.fn();
    stopHandlers.push(onUnauthorized(hook));
    stubFetch(() => answer({ status: 401, body: { isOk: false, code: '401', msg: 'not signed in' } }));
    await expect(callEndpoint(whoEndpoint)).resolves.toMatchObject({ code: '401' });
    expect(hook).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops calling a hook once it is unregistered', async () => {
    const hook = vi.fn();
    onUnauthorized(hook)();
    stubFetch(() => answer({ status: 401, body: { isOk: false, code: '401' } }));
    await expect(callEndpoint(projectDetailEndpoint, { params: { id: 7 } })).rejects.toThrow();
    expect(hook).not.toHaveBeenCalled();
  });
});
