/**
 * Test support for the home page: demo answers for the endpoints it calls, a fetch stub
 * that records every call (with its form body), and a render helper that mounts the home
 * view under a memory-history router like the real '/' route does.
 */
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  stripSearchParams,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ProjectSummary, SiteInfo } from '../../../../shared/api/portal/portal';
import { SITE_CONFIG_KEYS } from '../../../../shared/domain/constants';
import { type Locale, LocaleProvider } from '../../../lib/i18n';
import { HomeView } from './components/home-view';
import { DEFAULT_HOME_SEARCH, type HomeSearch, validateHomeSearch } from './home-search';
import { requestUrl } from '../../../lib/http-test-support';

export const LOGIN_LOGO = '/demo/logo.svg';

export function demoSiteInfo(site: Partial<SiteInfo['site']> = {}): SiteInfo {
  return {
    site: {
      webIco: '/demo/favicon.svg',
      siteName: '华康医院临床试验招募平台',
      qrCode: '/demo/qr.png',
      code: 'hkyy',
      sourceCheck: false,
      endpoint: '',
      loginBackImage: '/demo/login-back.svg',
      loginLogo: LOGIN_LOGO,
      indexLogo: null,
      hospitalNameFull: '华康大学附属第一医院',
      officialWebsite: 'https://www.example.org',
      shortName: '华康',
      themeColor: '#1565c0',
      banners: [
        { url: '/demo/banner-1.svg', alt: '参与临床试验 共创医学未来' },
        { url: '/demo/banner-2.svg', alt: '专业团队 全程守护' },
      ],
      newWindowMs: 79_488_000,
      kioskMode: false,
      kioskIdleSeconds: 90,
      timeZone: 'Asia/Shanghai',
      ...site,
    },
    regmark: { regInstruction: '', attechment: '', attechmentEnum: '', editRight: 20 },
    app: [],
  };
}

export const demoDictionaries = {
  RecruitStatus: [
    { key: 'zmz', value: '招募中' },
    { key: 'zmwc', value: '招募完成' },
    { key: 'ztzm', value: '暂停招募' },
    { key: 'zzzm', value: '终止招募' },
  ],
  TrialStages: [
    { key: '1', value: 'Ⅰ期' },
    { key: '2', value: 'Ⅱ期' },
    { key: '3', value: 'Ⅲ期' },
  ],
  ClinicalResearchType: [
    { key: 'drug', value: '药物临床试验' },
    { key: 'device', value: '医疗器械临床试验' },
  ],
  bd: [
    { key: 'fa', value: '肺癌' },
    { key: 'wa', value: '胃癌' },
  ],
  bllx: [
    { key: 'xa', value: '腺癌' },
    { key: 'lzxba', value: '鳞状细胞癌' },
  ],
  Indication: [],
  TargetSpot: [
    { key: 'EGFR', value: 'EGFR' },
    { key: 'PD-1', value: 'PD-1' },
  ],
};

export function makeProject(id: number, fields: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id,
    name: `项目${id}：HK-${id}注射液治疗晚期肺癌的Ⅲ期临床研究`,
    recruitStatus: 'zmz',
    trialStages: '3',
    trialType: 'drug',
    indication: '晚期非小细胞肺癌一线治疗',
    actionTime: '2026-01-05T04:00:00.000Z',
    trialMedicine: `HK-${id}注射液`,
    testedDiseases: '肺癌',
    targetSpot: 'PD-1',
    target: null,
    researchName: '陈立新',
    sponsorName: '和康生物',
    institutionAcceptNumber: `YW-${id}`,
    pathologicType: null,
    runStage: '入组中',
    previousTreatmentDrug: null,
    ...fields,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  /** Form fields of a form-encoded body. */
  form: URLSearchParams | undefined;
}

export interface ApiOptions {
  projects?: ProjectSummary[];
  site?: SiteInfo;
  flags?: { shfy?: boolean; ndey?: boolean };
  failList?: boolean;
  /** The list answers this total, flagged as the server's estimate. */
  estimatedTotal?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(call: RecordedCall, options: ApiOptions): Response {
  const ok = { isOk: true, code: '200' };
  if (call.path === '/api/portal/site-info') return json({ ...ok, data: options.site ?? demoSiteInfo() });
  if (call.path === '/api/dict/batch') return json({ ...ok, data: demoDictionaries });
  if (call.path === '/api/sys/config/by-key') {
    const key = call.search.get('key');
    const data =
      key === SITE_CONFIG_KEYS.shfy ? !!options.flags?.shfy : key === SITE_CONFIG_KEYS.ndey && !!options.flags?.ndey;
    return json({ ...ok, data });
  }
  if (call.path === '/api/portal/projects') {
    if (options.failList) return json({ isOk: false, code: '500', msg: '服务器开小差了' }, 500);
    const rows = options.projects ?? [];
    const offset = Number(call.form?.get('offset') ?? 0);
    const limit = Number(call.form?.get('limit') ?? 10);
    const page = rows.slice(offset, offset + limit);
    if (options.estimatedTotal !== undefined) {
      return json({ ...ok, rows: page, total: options.estimatedTotal, totalApproximate: true });
    }
    return json({ ...ok, rows: page, total: rows.length });
  }
  return json({ isOk: false, code: '404', msg: 'not stubbed' }, 404);
}

/** Stubs fetch with demo answers; the returned list fills with every call made. */
export function stubHomeApi(options: ApiOptions = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const form = init?.body instanceof URLSearchParams ? new URLSearchParams(init.body) : undefined;
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, form };
    calls.push(call);
    return answer(call, options);
  });
  return calls;
}

export const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/portal/projects');

export interface RenderHomeOptions {
  url?: string;
  locale?: Locale;
  renderOverview?: (projectId: number) => ReactNode;
}

/** Mounts the home view at `url` with a fresh QueryClient (no retries) and router. */
export function renderHome({ url = '/', locale = 'zh-CN', renderOverview }: RenderHomeOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: (raw: Record<string, unknown>): HomeSearch => validateHomeSearch(raw),
    search: { middlewares: [stripSearchParams(DEFAULT_HOME_SEARCH)] },
    component: function TestHome() {
      const search = homeRoute.useSearch();
      const navigate = homeRoute.useNavigate();
      return (
        <HomeView
          search={search}
          onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
          renderOverview={renderOverview ?? ((id) => <p>overview {id}</p>)}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <LocaleProvider initial={locale}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>,
  );
  return { ...view, router, queryClient };
}

/** The URL's search of the test router, as an object. */
export function currentSearch(router: ReturnType<typeof renderHome>['router']): Record<string, unknown> {
  return { ...router.state.location.search };
}
