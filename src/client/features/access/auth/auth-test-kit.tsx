/**
 * Test support for the sign-in and the staff shell: a demo who answer, a fetch stub for the
 * auth and staff endpoints that records every call (with its JSON body and headers), and a
 * helper that mounts the real routes under a memory history, as main.tsx does: the public
 * route tree, whose stand-ins load the signed-in side's routes when entered.
 */
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { WhoAnswer } from '../../../../shared/api/access/who';
import { setSourceSigner } from '../../../lib/http';
import { type Locale, LocaleProvider } from '../../../lib/i18n';
import { resetSiteInitForTests } from '../../../lib/site-init';
import { adoptFullRouteTree, publicRouteTree } from '../../../public-route-tree';
import { FeedbackHost } from '../../../ui/feedback-host';
import { SuccessNotices } from '../../../ui/success-notices';
import { confirmingMutationCache, resetSuccessNoticesForTests } from '../../../lib/mutation-success';
import { resetFeedbackForTests } from '../../../lib/feedback';
import { demoSiteInfo } from '../../portal/home/home-test-kit';
import { requestUrl } from '../../../lib/http-test-support';

type ScopeGrants = { pages?: string[]; buttons?: string[] };

export interface WhoOptions {
  system?: ScopeGrants;
  permissionSwitch?: boolean;
  projects?: { projectId: number; projectName: string; pages?: string[]; buttons?: string[] }[];
}

export function demoWho({ system = {}, permissionSwitch = true, projects = [] }: WhoOptions = {}): WhoAnswer {
  const scope = ({ pages = [], buttons = [] }: ScopeGrants) => ({ pages, buttons, pageHelpIds: [], buttonHelpIds: [] });
  const role = { id: 2, code: 'coordinator', name: '研究协调员' };
  return {
    user: {
      userId: 7,
      userName: 'zhangmin',
      fullName: null,
      realname: '张敏',
      phone: '13800000000',
      email: null,
      attFileId: null,
      formId: null,
      avatar: null,
      userSessionId: 's-1',
      deptId: null,
      headPortrait: null,
      fileName: null,
      signature: null,
      userRoles: [role],
      belong: null,
      enableCa: false,
      signImageId: null,
      signImage: null,
    },
    currentRole: role,
    appRoles: [role],
    siteList: [],
    demoEnv: true,
    aesKeyFlag: false,
    permissionSwitch,
    permissions: {
      system: scope(system),
      projects: projects.map(({ projectId, projectName, pages = [], buttons = [] }) => ({
        projectId,
        projectName,
        roles: [role],
        permissions: scope({ pages, buttons }),
      })),
    },
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body, when there is one. */
  json: unknown;
}

type Answer = { status?: number; body: unknown };

export interface StaffApiOptions {
  /** null: nobody is signed in (who answers 401). */
  who?: WhoAnswer | null;
  /** Answers by path (e.g. '/igcpproapi/auth/login'); a function gets the call. */
  answers?: Record<string, Answer | ((call: RecordedCall) => Answer)>;
  /** Config-by-key switches. */
  config?: Record<string, boolean | string | null>;
}

const ok = (data: unknown): Answer => ({ body: { isOk: true, code: '200', data } });

function defaultAnswer(call: RecordedCall, options: StaffApiOptions): Answer {
  switch (call.path) {
    case '/api/portal/site-info':
      return ok(demoSiteInfo());
    case '/api/sys/config/by-key':
      return ok(options.config?.[call.search.get('key') ?? ''] ?? null);
    case '/api/portal/public-key':
      return ok({ publicKey: 'TEST-PUBLIC-KEY', algorithm: 'RSA-OAEP-256' });
    case '/api/portal/orgs':
      return ok([]);
    case '/igcpproapi/auth/who':
      return options.who ? ok(options.who) : { status: 401, body: { isOk: false, code: '401', msg: 'not signed in' } };
    case '/igcpproapi/auth/logout':
      return ok(null);
    case '/api/gbs/notice/list':
      return ok({ unreadCount: 0, notices: [] });
    case '/igcpproapi/auth/captcha':
      return ok({ uuid: `captcha-${call.search.size}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    default:
      if (call.path.includes('/list')) return { body: { isOk: true, code: '200', rows: [], total: 0 } };
      return { status: 404, body: { isOk: false, code: '404', msg: 'not stubbed' } };
  }
}

/** Stubs fetch; the returned list fills with every call made. */
export function stubStaffApi(options: StaffApiOptions = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      json: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const custom = options.answers?.[call.path];
    const { status = 200, body } =
      typeof custom === 'function' ? custom(call) : (custom ?? defaultAnswer(call, options));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);

/** Mounts the app's real routes at `url` with a fresh QueryClient (no retries). */
export function renderApp(url: string, { locale = 'zh-CN' }: { locale?: Locale } = {}) {
  resetSiteInitForTests();
  resetFeedbackForTests({ reload: vi.fn() });
  setSourceSigner(Promise.resolve(undefined));
  resetSuccessNoticesForTests();
  const queryClient = new QueryClient({
    mutationCache: confirmingMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
  const router = createRouter({
    routeTree: publicRouteTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  adoptFullRouteTree(router);
  const view = render(
    <LocaleProvider initial={locale}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <FeedbackHost />
          <SuccessNotices />
        </QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>,
  );
  return { ...view, router, queryClient };
}

/** Query keys in the cache that start with 'staff'. */
export function staffKeys(queryClient: QueryClient): unknown[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .filter((key) => key[0] === 'staff');
}
