/** Adding a subject at a research centre, on the real subjects route: the centre is asked only when the project has several. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CentreOption } from '../../../../../shared/api/study/centres';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const SAVE = '/api/trial/subject/save';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(centres: CentreOption[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [
        { projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['TrialSubjects'], buttons: ['subject:create'] },
      ],
    }),
    answers: {
      '/api/trial/subject/5/list': () => ({ body: { isOk: true, code: '200', rows: [], total: 0 } }),
      '/api/bus/centre/5/options': () => ok(centres),
      [SAVE]: () => ok({ id: 9, version: 1 }),
    },
  });
}

async function openAdd() {
  renderApp('/staff/projects/5/subjects');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '新增受试者' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '新增受试者' }) };
}

describe('the centre of a new subject', () => {
  it('is chosen among the project’s centres, our own by default', async () => {
    const calls = stub([
      { id: 1, name: '和康医院', isOwn: true },
      { id: 2, name: '江南医科大学附属肿瘤医院', isOwn: false },
    ]);
    const { user, dialog } = await openAdd();
    const field = await within(dialog).findByRole('combobox', { name: '入组中心' });
    expect(field).toHaveTextContent('和康医院（本院）');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: '江南医科大学附属肿瘤医院' }));
    await user.type(within(dialog).getByRole('textbox', { name: /姓名缩写/ }), 'WL');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({ projectId: 5, initials: 'WL', centreId: 2 }),
    );
  });

  it('is not asked when the project has only our own centre', async () => {
    const calls = stub([{ id: 1, name: '和康医院', isOwn: true }]);
    const { user, dialog } = await openAdd();
    await waitFor(() => expect(callsTo(calls, '/api/bus/centre/5/options')).toHaveLength(1));
    expect(within(dialog).queryByRole('combobox', { name: '入组中心' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /姓名缩写/ }), 'WL');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(callsTo(calls, SAVE)[0]?.json).not.toHaveProperty('centreId');
  });
});
