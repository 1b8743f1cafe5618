import '@testing-library/jest-dom/vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelfCheck } from '../../../../../shared/api/portal/self-check';
import { buildSelfCheck } from '../../../../../shared/domain/recruitment';
import { projectQueries } from '../queries';
import { OFFICIAL_QR, fullProject, renderWithProviders, stubApi } from './overview-test-kit';
import { ProjectOverview } from './project-overview';
import { bodyText, requestUrl } from '../../../../lib/http-test-support';

const check: SelfCheck = {
  projectId: fullProject.id,
  diseaseKey: 'default',
  ...buildSelfCheck([
    { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
    { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C34'], keywords: ['非小细胞肺癌'] },
    { id: 'alt', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 40 },
    { id: 'pregnant', role: 'exclusion', kind: 'manual', text: '妊娠期或哺乳期' },
  ]),
  consent: { version: '2026-01', text: { 'zh-CN': '同意说明：保存 180 天。', en: 'Consent: kept 180 days.' } },
};
const Q = {
  age: '您的年龄是否在 18 至 75 岁之间？',
  dx: '您是否被确诊为以下疾病之一：非小细胞肺癌？',
  pregnant: '您是否有以下情况：妊娠期或哺乳期？',
};

interface LeadCall {
  body: unknown;
}

/** The overview's usual stubs, plus the self-check questions (or a network failure) and the lead endpoint. */
function stubSelfCheck(questions: SelfCheck | 'network-down'): LeadCall[] {
  stubApi({ projects: [fullProject] });
  const base = globalThis.fetch;
  const leads: LeadCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(requestUrl(input), 'http://localhost').pathname;
    if (path.endsWith('/self-check')) {
      if (questions === 'network-down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ isOk: true, code: '200', data: questions }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (path.endsWith('/recruit-lead')) {
      leads.push({ body: JSON.parse(bodyText(init.body)) });
      return new Response(JSON.stringify({ isOk: true, code: '200' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return base(input, init);
  });
  return leads;
}

async function openSelfCheck() {
  await userEvent.click(await screen.findByRole('button', { name: '自测是否符合条件' }));
  return screen.findByRole('dialog', { name: '自测是否符合条件' });
}

async function answer(dialog: HTMLElement, question: string, choice: '是' | '否' | '不确定') {
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: question })).getByRole('radio', { name: choice }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the eligibility self-check', () => {
  it("says 'may be eligible' for passing answers and shows the official-account QR", async () => {
    stubSelfCheck(check);
    renderWithProviders(<ProjectOverview projectId={fullProject.id} />);
    const dialog = await openSelfCheck();
    expect(within(dialog).getByText(/化验指标/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/ALT/)).toBeNull();
    await answer(dialog, Q.age, '是');
    await answer(dialog, Q.dx, '是');
    expect(within(dialog).getByRole('status')).toHaveTextContent('已回答 2 / 3 题');
    await answer(dialog, Q.pregnant, '否');
    expect(within(dialog).getByRole('status')).toHaveTextContent('您可能符合条件');
    expect(within(dialog).getByRole('img', { name: '华康大学附属第一医院公众号二维码' })).toHaveAttribute(
      'src',
      OFFICIAL_QR,
    );
    // Nothing about the answers is kept on the device.
    expect(localStorage.length).toBe(0);
  });

  it('names the answers that rule the patient out', async () => {
    stubSelfCheck(check);
    renderWithProviders(<ProjectOverview projectId={fullProject.id} />);
    const dialog = await openSelfCheck();
    await answer(dialog, Q.age, '否');
    await answer(dialog, Q.dx, '是');
    await answer(dialog, Q.pregnant, '是');
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('以下回答表明您可能不符合条件');
    expect(status).toHaveTextContent(`${Q.age} 您的回答：否`);
    expect(status).toHaveTextContent(`${Q.pregnant} 您的回答：是`);
    expect(status).not.toHaveTextContent(Q.dx);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it("never rules out on 'not sure'", async () => {
    stubSelfCheck(check);
    renderWithProviders(<ProjectOverview projectId={fullProject.id} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Check if I may be eligible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check if I may be eligible' });
    for (const group of within(dialog).getAllByRole('group')) {
      await userEvent.click(within(group).getByRole('radio', { name: 'Not sure' }));
    }
    expect(within(dialog).getByRole('status')).toHaveTextContent('You may be eligible');
  });

  it('sends a call-back request only with consent, with the answers and the consent version', async () => {
    const leads = stubSelfCheck(check);
    renderWithProviders(<ProjectOverview projectId={fullProject.id} />);
    const dialog = await openSelfCheck();
    await answer(dialog, Q.age, '是');
    await answer(dialog, Q.dx, '不确定');
    await answer(dialog, Q.pregnant, '否');
    const consent = within(dialog).getByRole('checkbox', { name: '我已阅读并同意上述说明' });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/保存 180 天/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '姓名' }), '王小明');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交回电请求' }));
    expect(await within(dialog).findByText('请先勾选同意，才能提交回电请求')).toBeInTheDocument();
    expect(leads).toEqual([]);

    await userEvent.click(consent);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交回电请求' }));
    expect(await within(dialog).findByText(/已提交/)).toBeInTheDocument();
    expect(leads).toEqual([
      {
        body: {
          name: '王小明',
          phone: '13912345678',
          consent: true,
          consentVersion: '2026-01',
          answers: [
            { questionId: 'age', answer: 'yes' },
            { questionId: 'dx', answer: 'notSure' },
            { questionId: 'pregnant', answer: 'no' },
          ],
        },
      },
    ]);
  });

  it('works offline from the saved questions, with the call-back form disabled and nothing queued', async () => {
    const leads = stubSelfCheck('network-down');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What a saved project left on the device: its detail and its questions.
    queryClient.setQueryData(projectQueries.detail(fullProject.id).queryKey, fullProject);
    queryClient.setQueryData(projectQueries.selfCheck(fullProject.id).queryKey, check);
    onlineManager.setOnline(false);
    renderWithProviders(<ProjectOverview projectId={fullProject.id} />, { queryClient });
    const dialog = await openSelfCheck();
    await answer(dialog, Q.age, '是');
    await answer(dialog, Q.dx, '是');
    await answer(dialog, Q.pregnant, '是');
    expect(within(dialog).getByRole('status')).toHaveTextContent('以下回答表明您可能不符合条件');
    await answer(dialog, Q.pregnant, '否');
    expect(within(dialog).getByRole('status')).toHaveTextContent('您可能符合条件');
    expect(within(dialog).getByText(/当前没有网络连接/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '提交回电请求' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox')).toBeDisabled();
    expect(leads).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    // Stop the refetches waiting for the network, so none runs after the test.
    queryClient.clear();
  });

  it('shows no button when the project has nothing to ask', async () => {
    stubSelfCheck({ ...check, questions: [], hasDoctorChecks: true });
    const { queryClient } = renderWithProviders(<ProjectOverview projectId={fullProject.id} />);
    await screen.findByRole('heading', { level: 1, name: fullProject.name });
    await waitFor(() =>
      expect(queryClient.getQueryData(projectQueries.selfCheck(fullProject.id).queryKey)).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: '自测是否符合条件' })).toBeNull();
  });
});
