import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectQueries } from '../queries';
import { FOLLOW_TIP, OFFICIAL_QR, fullProject, renderWithProviders, stubApi } from './overview-test-kit';
import { ProjectOverview } from './project-overview';

afterEach(() => vi.unstubAllGlobals());

async function renderOverview() {
  stubApi({ projects: [fullProject] });
  renderWithProviders(<ProjectOverview projectId={fullProject.id} />);
  await screen.findByRole('heading', { level: 1, name: fullProject.name });
}

/** The dialog shows the official-account QR image and the follow prompt; Close dismisses it. */
async function expectOfficialAccountDialog(title: string, extraText?: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const qr = await within(dialog).findByRole('img', { name: '华康大学附属第一医院公众号二维码' });
  expect(qr).toHaveAttribute('src', OFFICIAL_QR);
  expect(within(dialog).getByText('关注公众号')).toBeInTheDocument();
  if (extraText) expect(dialog).toHaveTextContent(extraText);
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: title }));
}

describe('ProjectOverview dialogs', () => {
  it("'consult' and 'sign up' open the official-account dialog with its QR", async () => {
    await renderOverview();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '咨询' }));
    await expectOfficialAccountDialog('咨询', FOLLOW_TIP);
    await userEvent.click(screen.getByRole('button', { name: '报名' }));
    await expectOfficialAccountDialog('报名', FOLLOW_TIP);
  });

  it("'book appointment' tells the user to book that doctor via the official account", async () => {
    await renderOverview();
    const rows = await screen.findAllByTestId('outpatient-row');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: '预约挂号：赵建国' }));
    await expectOfficialAccountDialog('预约挂号', '请关注医院公众号，在公众号内预约胸外科赵建国医生的门诊（周四上午）');
  });

  it('a click on the masked phone shows a popover with a QR code of a tel: link', async () => {
    await renderOverview();
    const phone = screen.getByRole('button', { name: /^138\*\*\*\*1021/ });
    expect(phone).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(phone);
    const popover = await screen.findByRole('dialog', { name: '拨打联系电话的二维码' });
    const qr = within(popover).getByRole('img', { name: '拨打联系电话的二维码' });
    expect(qr).toHaveAttribute('data-qr-value', 'tel:13800001021');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(popover).getByText('扫码拨打电话')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: '直接拨打' })).toHaveAttribute('href', 'tel:13800001021');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ProjectOverview in inner (embedded) mode', () => {
  const sign = 'eyJwcm9qZWN0SWQiOjQyfQ.c2lnbmF0dXJl';

  it('fetches the detail and the doctors by POST from the inner endpoints with RECRUIT-SIGN', async () => {
    const calls = stubApi({ projects: [fullProject] });
    renderWithProviders(<ProjectOverview projectId={fullProject.id} sign={sign} patientId="P1" />);
    await screen.findByRole('heading', { level: 1, name: fullProject.name });
    await screen.findAllByTestId('outpatient-row');
    const projectCalls = calls.filter((call) => call.path.includes('/projects/') || call.path.includes('outpatients'));
    expect(projectCalls.map((call) => [call.method, call.path, call.headers.get('RECRUIT-SIGN')])).toEqual([
      ['POST', `/api/portal/inner/projects/${fullProject.id}`, sign],
      ['POST', '/api/portal/inner/outpatients', sign],
    ]);
    expect(JSON.parse(projectCalls[1]?.body ?? '')).toEqual({ projectId: fullProject.id });
    expect(calls.every((call) => call.method !== 'GET' || !call.path.startsWith('/api/portal/projects'))).toBe(true);
  });

  it('never shows public data in inner mode or inner data in public mode', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const innerProject = { ...fullProject, name: '内嵌模式下的项目名称' };
    stubApi({ projects: [fullProject], innerProject });
    const view = renderWithProviders(<ProjectOverview projectId={fullProject.id} />, { queryClient });
    await screen.findByRole('heading', { level: 1, name: fullProject.name });
    view.unmount();
    renderWithProviders(<ProjectOverview projectId={fullProject.id} sign={sign} />, { queryClient });
    await screen.findByRole('heading', { level: 1, name: innerProject.name });
    expect(queryClient.getQueryData(projectQueries.detail(fullProject.id).queryKey)?.name).toBe(fullProject.name);
    expect(queryClient.getQueryData(projectQueries.detail(fullProject.id, sign).queryKey)?.name).toBe(
      innerProject.name,
    );
  });
});
