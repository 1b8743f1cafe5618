/** The samples page on the real route: the box map's grid and keys, storing a typed code, and buttons by permission. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SampleBox } from '../../../../../shared/api/visits/sample-boxes';
import type { Sample } from '../../../../../shared/api/visits/samples';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const URL = '/staff/projects/5/samples';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const box: SampleBox = {
  id: 3,
  label: 'BOX-01',
  freezer: '-80°C 冰箱 1',
  rack: 'R1',
  shelf: 'S2',
  gridRows: 2,
  gridCols: 3,
  occupied: 1,
  createdBy: 'coordinator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 1,
};

const sample = (id: number, fields: Partial<Sample>): Sample => ({
  id,
  sampleCode: `S-000${id}`,
  subjectId: 11,
  subjectNumber: 'HK-001',
  subjectVisitId: 7,
  visitName: 'C1D1',
  sampleType: 'serum',
  collectedAt: '2026-01-05T01:30:00Z',
  collectedBy: 'coordinator',
  status: 'processed',
  boxId: null,
  boxLabel: null,
  positionRow: null,
  positionCol: null,
  shipmentId: null,
  note: null,
  version: 2,
  ...fields,
});

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SampleBoxes'], buttons }],
    }),
    answers: {
      '/api/trial/sample/5/list': { body: { isOk: true, code: '200', rows: [], total: 0 } },
      '/api/trial/sample/box/5/list': ok([box]),
      '/api/trial/sample/box/5/3': ok({
        box,
        samples: [sample(1, { status: 'stored', boxId: 3, boxLabel: 'BOX-01', positionRow: 1, positionCol: 1 })],
      }),
      '/api/trial/sample/5/code/S-0002': ok(sample(2, {})),
      '/api/trial/sample/place': ok({ id: 2, version: 3 }),
    },
  });
}

async function openMap() {
  const user = userEvent.setup();
  renderApp(URL);
  // The first render loads the lazy staff route.
  await user.click(await screen.findByRole('tab', { name: '样本盒' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('button', { name: '盒图' }));
  const grid = await screen.findByRole('grid', { name: '样本盒 BOX-01 盒图' });
  return { user, grid };
}

describe('the samples page', () => {
  it('shows the box as a grid of held and free positions, moved through with the arrow keys', async () => {
    stub(['sample:store']);
    const { user, grid } = await openMap();
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(6);
    expect(cells[0]).toHaveAccessibleName('A1 样本 S-0001（已入库）');
    expect(cells[1]).toHaveAccessibleName('A2 空位');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    cells[0]?.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: 'B2 空位' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(grid).getByRole('gridcell', { name: 'B3 空位' })).toHaveFocus();
  });

  it('stores a typed sample code in the free position chosen, showing the sample first', async () => {
    const calls = stub(['sample:store']);
    const { user, grid } = await openMap();
    await user.click(within(grid).getByRole('gridcell', { name: 'B2 空位' }));
    const dialog = await screen.findByRole('dialog', { name: '放入 B2' });
    await user.type(within(dialog).getByRole('textbox', { name: '样本编号' }), 'S-0002');
    await user.click(within(dialog).getByRole('button', { name: '查找' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('样本 S-0002：HK-001，血清，已处理');
    await user.click(within(dialog).getByRole('button', { name: '放入此位置' }));
    await waitFor(() => expect(callsTo(calls, '/api/trial/sample/place')).toHaveLength(1));
    expect(callsTo(calls, '/api/trial/sample/place')[0]?.json).toEqual({
      projectId: 5,
      id: 2,
      version: 2,
      move: 'store',
      boxId: 3,
      row: 2,
      col: 2,
    });
  });

  it('opens no store dialog and offers no new box without sample:store', async () => {
    stub([]);
    const { user, grid } = await openMap();
    await user.click(within(grid).getByRole('gridcell', { name: 'B2 空位' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建样本盒' })).not.toBeInTheDocument();
  });
});
