/** 递交伦理 on a signed SAE report, on the SAE page's real route. */
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

describe('递交伦理', () => {
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
