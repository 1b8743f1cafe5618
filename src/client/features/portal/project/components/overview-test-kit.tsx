/**
 * Test support for the project overview: demo answers for every endpoint it calls, a fetch
 * stub that records the calls, and a render helper with a fresh QueryClient.
 */
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { vi } from 'vitest';
import type { Outpatient, Project } from '../../../../../shared/api/portal/portal';
import { type Locale, LocaleProvider } from '../../../../lib/i18n';
import { bodyText, requestUrl } from '../../../../lib/http-test-support';

export const SHARE_PREFIX = 'https://portal.example.org/projectdviewetail/';
export const OFFICIAL_QR = '/demo/official-account-qr.png';
export const LOGO = '/demo/logo.svg';
export const FOLLOW_TIP = '请使用微信扫码关注医院公众号，在线咨询、报名或预约门诊';

export const fullProject: Project = {
  id: 42,
  name: 'HK-1021注射液治疗晚期非小细胞肺癌的Ⅲ期临床研究',
  recruitStatus: 'zmz',
  trialStages: '3',
  trialType: 'drug',
  indication: '晚期非鳞状非小细胞肺癌一线治疗',
  actionTime: '2026-03-05T04:00:00.000Z',
  trialMedicine: 'HK-1021注射液',
  testedDiseases: '非小细胞肺癌',
  targetSpot: 'PD-1',
  target: '比较两组的无进展生存期',
  researchName: '陈立新',
  sponsorName: '和康生物医药（苏州）有限公司',
  institutionAcceptNumber: 'YW2026-118',
  pathologicType: 'xa',
  runStage: '入组中',
  previousTreatmentDrug: null,
  treatMethod: '试验组：HK-1021注射液 200 mg 静脉滴注，每3周1次',
  studyChargerName: '刘洋',
  studyChargerMobile: '13800001021',
  inclusionCriteria: '1. 年龄18-75周岁\n\n2. <script>alert("x")</script>\n   \n3. 自愿签署知情同意书\r\n',
  exclusionCriteria: '1. 妊娠期或哺乳期女性\n2. 已知对研究药物过敏',
};

export const emptyProject: Project = {
  ...fullProject,
  id: 43,
  name: '空字段项目',
  indication: null,
  actionTime: null,
  trialMedicine: null,
  testedDiseases: null,
  targetSpot: null,
  target: null,
  researchName: null,
  sponsorName: '',
  treatMethod: null,
  studyChargerName: null,
  studyChargerMobile: null,
  inclusionCriteria: null,
  exclusionCriteria: '\n  \n',
};

export const outpatients: Outpatient[] = [
  { deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周二上午 08:00-12:00' },
  { deptName: '胸外科', doctName: '赵建国', seeTime: '周四上午' },
];

const site = {
  siteName: '华康医院临床试验招募平台',
  qrCode: OFFICIAL_QR,
  loginLogo: LOGO,
  indexLogo: null,
  hospitalNameFull: '华康大学附属第一医院',
};

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: string | undefined;
}

interface Answers {
  projects: Project[];
  outpatients?: Outpatient[];
  /** A project the inner endpoints answer instead (to prove the two caches never mix). */
  innerProject?: Project;
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { isOk: true, code: '200', data });

function answer(call: RecordedCall, answers: Answers): Response {
  const detail = /^\/api\/portal(?:\/inner)?\/projects\/(\d+)$/.exec(call.path);
  if (detail) {
    const project =
      call.path.includes('/inner/') && answers.innerProject
        ? answers.innerProject
        : answers.projects.find((p) => p.id === Number(detail[1]));
    return project ? ok(project) : json(404, { isOk: false, code: '404', msg: 'not found' });
  }
  if (call.path.endsWith('/outpatients')) return ok(answers.outpatients ?? outpatients);
  if (call.path === '/api/portal/site-info') return ok({ site, regmark: {}, app: [] });
  if (call.path === '/api/portal/form-config') {
    const rows = [
      { configkey: 'recruitShareUrl', configvalue: SHARE_PREFIX },
      { configkey: 'recruitFollowTip', configvalue: FOLLOW_TIP },
    ];
    return json(200, { isOk: true, code: '200', rows, total: rows.length });
  }
  if (call.path === '/api/dict/batch') {
    return ok({
      RecruitStatus: [{ key: 'zmz', value: '招募中' }],
      TargetSpot: [{ key: 'PD-1', value: 'PD-1（程序性死亡受体1）' }],
    });
  }
  return json(404, { isOk: false, code: '404', msg: `no stub for ${call.path}` });
}

/** Replaces fetch with the demo answers; returns the list of calls made. */
export function stubApi(answers: Answers): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init.headers),
      body: bodyText(init.body),
    };
    calls.push(call);
    return answer(call, answers);
  });
  return calls;
}

export function renderWithProviders(ui: ReactNode, options: { locale?: Locale; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <LocaleProvider initial={options.locale ?? 'zh-CN'}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </LocaleProvider>,
  );
  return { ...view, queryClient };
}
