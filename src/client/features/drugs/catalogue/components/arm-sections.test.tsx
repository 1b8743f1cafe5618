/** Arms and dosages on the real catalogue route: a dosage edited at its version, an arm's delete refused in words. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const author = { createdBy: 'drugadmin', createdAt: '2026-01-05T02:00:00Z', updatedAt: '2026-01-05T02:00:00Z' };
const CATALOGUE = {
  products: [
    {
      id: 1,
      projectId: 5,
      code: 'IP',
      name: '研究药物',
      specification: '10 mg',
      dosageForm: '片剂',
      packUnit: '盒',
      unitsPerPack: 28,
      storageMinTenths: 20,
      storageMaxTenths: 80,
      storageNote: null,
      blinded: true,
      packCount: 0,
      ...author,
      version: 1,
    },
  ],
  arms: [{ id: 2, projectId: 5, code: 'A', name: '试验组', description: null, ...author, version: 3 }],
  dosages: [
    { id: 4, projectId: 5, armId: 2, productId: 1, packsPerVisit: 1, dailyUnits: 2, note: null, ...author, version: 6 },
  ],
};
const ok = (data: object) => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugCatalogue'], buttons }],
    }),
    answers: {
      '/api/ctdms/drug/list/5': () => ok(CATALOGUE),
      '/api/ctdms/drug/setting/5': () =>
        ok({
          projectId: 5,
          management: 'centralPharmacy',
          expiryWarningDays: 30,
          needsPrescription: false,
          version: 1,
        }),
      '/api/ctdms/drug/dosage/save': () => ok({ id: 4, version: 7 }),
      '/api/ctdms/drug/arm/delete': () => ({
        status: 400,
        body: { isOk: false, code: '100', msg: '该组别已用于 1 条剂量，请先删除剂量' },
      }),
    },
  });
}

describe('drug catalogue arms and dosages', () => {
  it('saves an edited dosage with the version it was read at', async () => {
    const calls = stub(['drug:catalogue']);
    renderApp('/staff/projects/5/drug-catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /编辑 剂量 A 试验组/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑剂量' });
    const daily = within(dialog).getByRole('textbox', { name: /每日用量/ });
    await user.clear(daily);
    await user.type(daily, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入范围内的整数')).toBeInTheDocument();
    await user.clear(daily);
    await user.type(daily, '3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/ctdms/drug/dosage/save')[0]?.json).toEqual({
        projectId: 5,
        id: 4,
        version: 6,
        armId: 2,
        productId: 1,
        packsPerVisit: 1,
        dailyUnits: 3,
        note: null,
      }),
    );
  });

  it("asks before deleting an arm and shows the server's refusal", async () => {
    const calls = stub(['drug:catalogue']);
    renderApp('/staff/projects/5/drug-catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除 组别 A' }));
    const dialog = await screen.findByRole('dialog', { name: '删除 A' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByText('该组别已用于 1 条剂量，请先删除剂量')).toBeInTheDocument();
    expect(callsTo(calls, '/api/ctdms/drug/arm/delete')[0]?.json).toEqual({ projectId: 5, id: 2, version: 3 });
  });

  it('offers no changes without drug:catalogue', async () => {
    stub([]);
    renderApp('/staff/projects/5/drug-catalogue');
    const arms = await screen.findByRole('table', { name: '组别列表' });
    expect(await within(arms).findByText('试验组')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增组别' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();
  });
});
