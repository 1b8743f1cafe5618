/** Report seals on the real route: applications with status, progress and the sealed PDF; applying; taking back. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSeal, ReportVersion } from '../../../../../shared/api/documents/report-seals';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/doc/report-seal/list/5';
const VERSIONS = '/api/doc/report-seal/versions/5';
const SAVE = '/api/doc/report-seal/save';
const WITHDRAW = '/api/bpm/instance/withdraw';
const URL = '/staff/projects/5/report-seals';

const step = (stepSort: number, stepName: string, status: string, decidedBy: string | null = null) => ({
  stepSort,
  stepName,
  status: status as 'pending',
  decidedBy,
  decidedFor: null,
  decidedAt: decidedBy ? '2026-01-20T02:00:00Z' : null,
  comment: null,
});

const seal = (id: number, fields: Partial<ReportSeal> = {}): ReportSeal => ({
  id,
  projectId: 5,
  kind: 'stage',
  documentId: 40,
  versionId: 41,
  title: '2025年下半年阶段小结',
  number: 1,
  fileName: 'stage-2025h2.pdf',
  checksum: 'a'.repeat(64),
  periodFrom: '2025-07-01',
  periodTo: '2025-12-31',
  notes: null,
  status: 'approved',
  applicantName: 'zhangmin',
  submittedAt: '2026-01-15T02:00:00Z',
  decidedAt: '2026-01-20T02:00:00Z',
  sealedDocumentId: 90,
  sealedVersionId: 91,
  createdAt: '2026-01-14T02:00:00Z',
  updatedAt: '2026-01-20T02:00:00Z',
  version: 4,
  approvals: [
    {
      instanceId: 11,
      status: 'approved',
      startedBy: 'zhangmin',
      startedAt: '2026-01-15T02:00:00Z',
      endedAt: '2026-01-20T02:00:00Z',
      steps: [step(1, '主要研究者确认', 'approved', 'lihua'), step(2, '机构办公室审核盖章', 'approved', 'admin')],
    },
  ],
  ...fields,
});

const pending = seal(2, {
  kind: 'final',
  title: '总结报告',
  status: 'inReview',
  sealedDocumentId: null,
  sealedVersionId: null,
  decidedAt: null,
  version: 2,
  approvals: [
    {
      instanceId: 12,
      status: 'running',
      startedBy: 'zhangmin',
      startedAt: '2026-02-01T02:00:00Z',
      endedAt: null,
      steps: [step(1, '主要研究者确认', 'pending')],
    },
  ],
});

const version: ReportVersion = {
  versionId: 55,
  documentId: 50,
  folderCode: '12',
  folderName: '往来函件',
  title: '2026年上半年阶段小结',
  number: 2,
  status: 'effective',
  fileName: 'stage-2026h1.pdf',
};

function stub(rows: ReportSeal[], buttons = ['reportSeal:apply']) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['ReportSeals', 'DocumentBinder'], buttons }],
    }),
    answers: {
      [LIST]: { body: { isOk: true, code: '200', data: rows } },
      [VERSIONS]: { body: { isOk: true, code: '200', data: [version] } },
      [SAVE]: { body: { isOk: true, code: '200', data: { id: 3, version: 1 } } },
      [WITHDRAW]: { body: { isOk: true, code: '200', data: null } },
    },
  });
}

describe('report seals page', () => {
  it('lists each application with its status, who signed each step, and a link to the sealed PDF', async () => {
    stub([pending, seal(1)]);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '报告盖章申请列表' });
    const sealed = (await within(table).findByText(/2025年下半年阶段小结 v1/)).closest('tr')!;
    expect(sealed).toHaveTextContent('阶段小结');
    expect(sealed).toHaveTextContent('已盖章');
    expect(sealed).toHaveTextContent('2025-07-01 ~ 2025-12-31');
    expect(within(sealed).getByRole('list', { name: /审批进度/ })).toHaveTextContent(
      /主要研究者确认：已通过 · lihua 于 2026-01-20 10:00.*机构办公室审核盖章：已通过 · admin/,
    );
    expect(within(sealed).getByRole('link', { name: '查看“2025年下半年阶段小结”的盖章文件' })).toHaveAttribute(
      'href',
      '/staff/projects/5/documents/preview/90/91',
    );
    const inReview = within(table)
      .getByText(/总结报告 v1/)
      .closest('tr')!;
    expect(inReview).toHaveTextContent('审核中');
    expect(inReview).toHaveTextContent('主要研究者确认：待审批');
    expect(within(inReview).queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
  });

  it('says so when there is no application yet, and without the apply button offers no application', async () => {
    stub([], []);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '报告盖章申请列表' });
    expect(await within(table).findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请盖章' })).not.toBeInTheDocument();
  });

  it('applies with a binder version, the period and the notes; a missing field is named and nothing is sent', async () => {
    const calls = stub([]);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请盖章' }));
    const dialog = await screen.findByRole('dialog', { name: '申请报告盖章' });
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(within(dialog).getAllByText('必填')).toHaveLength(3);
    expect(callsTo(calls, SAVE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /报告文件版本/ }));
    await user.click(await screen.findByRole('option', { name: /12 · 2026年上半年阶段小结 v2/ }));
    fireEvent.change(within(dialog).getByLabelText(/期间开始/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/期间结束/), { target: { value: '2026-06-30' } });
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '入组 32 例');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toEqual({
        projectId: 5,
        kind: 'stage',
        versionId: 55,
        periodFrom: '2026-01-01',
        periodTo: '2026-06-30',
        notes: '入组 32 例',
      }),
    );
  });

  it('lets the applicant take a running review back after confirming', async () => {
    const calls = stub([pending]);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '撤回审核 总结报告 v1' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回审核' });
    await user.click(within(dialog).getByRole('button', { name: '撤回审核' }));
    await waitFor(() => expect(callsTo(calls, WITHDRAW)[0]?.json).toEqual({ id: 12 }));
  });
});
