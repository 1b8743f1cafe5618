/** 递交伦理 on a signed SAE or SUSAR report, on the SAE and SUSAR pages' real routes. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/trial/gcpSaeRecord';
/** A signed SAE report as the SAE page's detail answers it. */
const signed = {
  id: 7,
  projectId: 5,
  reportNo: 'SAE-HK-2026-001',
  reportType: 'first',
  initialId: null,
  initialNo: null,
  aeId: 11,
  aeTerm: '发热性中性粒细胞减少',
  subjectId: 3,
  subjectNumber: 'HK-003',
  subjectInitials: 'ZS',
  learnedAt: '2026-01-05T01:00:00.000Z',
  seriousness: ['hospitalization'],
  description: '住院',
  assigneeId: null,
  assigneeName: null,
  attachmentCount: 0,
  status: 'submitted',
  revision: 1,
  revisionReason: null,
  submittedAt: '2026-01-05T05:00:00Z',
  submittedBy: 'investigator',
  createdBy: 'investigator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 3,
  dueAt: '2026-01-06T01:00:00.000Z',
  dueLabel: '2026-01-06 09:00',
  dueState: 'inTime',
  attachments: [],
};
const ok = (data: unknown) => () => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[], forwarded: unknown) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetySae', 'EthicsSubmissions'], buttons }],
    }),
    answers: {
      [`${BASE}/list/5`]: () => ({ body: { isOk: true, code: '200', rows: [signed], total: 1 } }),
      [`${BASE}/get/5/7`]: ok(signed),
      [`${BASE}/revisions/5/7`]: ok([]),
      '/api/ethic/forward/sae/5/7': ok(forwarded),
      '/api/ethic/forward/sae': ok({ id: 30, version: 2 }),
    },
  });
}

async function openReport() {
  renderApp('/staff/projects/5/sae');
  const table = await screen.findByRole('table', { name: 'SAE报告列表' });
  await userEvent.setup().click(await within(table).findByRole('button', { name: '查看 SAE-HK-2026-001' }));
  return screen.findByRole('dialog', { name: /SAE-HK-2026-001/ });
}

describe('递交伦理 on an SAE report', () => {
  it('forwards a signed report for a holder of ethics:submit', async () => {
    const calls = stub(['ethics:submit'], null);
    const dialog = await openReport();
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: '递交伦理' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/forward/sae')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/forward/sae')[0]?.json).toEqual({ projectId: 5, id: 7 });
  });

  it("shows an open forwarding's status, linked, and offers no second one", async () => {
    stub(['ethics:submit'], { submissionId: 30, status: 'accepted', acceptanceNumber: 'EC-2026-0007' });
    const dialog = await openReport();
    const link = await within(dialog).findByRole('link', { name: '已受理 EC-2026-0007' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/ethics-submissions/30');
    expect(within(dialog).queryByRole('button', { name: '递交伦理' })).not.toBeInTheDocument();
  });
});

const SUSAR_BASE = '/api/trial/gcpSusarRecord';
/** A signed SUSAR report as the SUSAR page's detail answers it. */
const signedSusar = {
  id: 9,
  projectId: 5,
  subjectId: 3,
  subjectNumber: 'HK-003',
  subjectInitials: 'ZS',
  saeId: null,
  saeNo: null,
  initialId: null,
  initialNo: null,
  reportNo: 'SUSAR-HK-2026-002' as string | null,
  reportType: 'first',
  learnedDate: '2026-01-05',
  fatal: true,
  drugName: '试验药A',
  reaction: '急性肝衰竭',
  description: 'ALT升高',
  pvStatus: 'waiting',
  status: 'submitted',
  revision: 1,
  revisionReason: null,
  submittedAt: '2026-01-06T02:00:00Z',
  submittedBy: 'investigator',
  createdBy: 'investigator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-06T02:00:00Z',
  version: 2,
  dueAt: '2026-01-12T16:00:00.000Z',
  dueLabel: '2026-01-12',
  dueState: 'inTime',
};

function stubSusar(buttons: string[], report: typeof signedSusar, forwarded: unknown) {
  return stubStaffApi({
    who: demoWho({
      projects: [
        { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetySusar', 'EthicsSubmissions'], buttons },
      ],
    }),
    answers: {
      [`${SUSAR_BASE}/list/5`]: () => ({ body: { isOk: true, code: '200', rows: [report], total: 1 } }),
      [`${SUSAR_BASE}/get/5/9`]: ok(report),
      [`${SUSAR_BASE}/revisions/5/9`]: ok([]),
      '/api/ethic/forward/susar/5/9': ok(forwarded),
      '/api/ethic/forward/susar': ok({ id: 31, version: 2 }),
    },
  });
}

const openSusar = () => screen.findByRole('dialog', { name: /报告详情/ });

describe('递交伦理 on a SUSAR report', () => {
  it('forwards a signed report for a holder of ethics:submit', async () => {
    const calls = stubSusar(['ethics:submit'], signedSusar, null);
    renderApp('/staff/projects/5/susar?id=9');
    const dialog = await openSusar();
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: '递交伦理' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/forward/susar')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/forward/susar')[0]?.json).toEqual({ projectId: 5, id: 9 });
    expect(callsTo(calls, '/api/ethic/forward/sae')).toHaveLength(0);
  });

  it("shows an open forwarding's status and acceptance number, linked, and offers no second one", async () => {
    stubSusar(['ethics:submit'], signedSusar, {
      submissionId: 31,
      status: 'accepted',
      acceptanceNumber: 'EC-2026-0009',
    });
    renderApp('/staff/projects/5/susar?id=9');
    const dialog = await openSusar();
    const link = await within(dialog).findByRole('link', { name: '已受理 EC-2026-0009' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/ethics-submissions/31');
    expect(within(dialog).queryByRole('button', { name: '递交伦理' })).not.toBeInTheDocument();
  });

  it('offers nothing on a draft, which has no signed version to forward', async () => {
    const draft = { ...signedSusar, status: 'draft', reportNo: null, pvStatus: 'new' };
    const calls = stubSusar(['ethics:submit', 'susar:update'], draft, null);
    renderApp('/staff/projects/5/susar?id=9');
    const dialog = await openSusar();
    expect(await within(dialog).findByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '递交伦理' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/ethic/forward/susar/5/9')).toHaveLength(0);
  });
});
