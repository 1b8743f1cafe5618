import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSearch, listCalls, makeProject, renderHome, stubHomeApi } from '../home-test-kit';

// The panel is a lazy chunk: transform it once, outside the tests' time.
beforeAll(() => import('./advanced-search-panel'));
afterEach(() => vi.unstubAllGlobals());

const projects = Array.from({ length: 12 }, (_, index) => makeProject(index + 1));

async function openPanel() {
  const toggle = await screen.findByRole('button', { name: '高级搜索' });
  fireEvent.click(toggle);
  const panel = await screen.findByRole('region', { name: '高级搜索条件' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { toggle, panel };
}

/** Ticks options of a checkbox group. */
async function tick(panel: HTMLElement, label: string, options: string[]) {
  const user = userEvent.setup();
  const group = within(panel).getByRole('group', { name: label });
  for (const option of options) await user.click(await within(group).findByRole('checkbox', { name: option }));
}

/** The ticked options of a checkbox group, by name. */
function ticked(panel: HTMLElement, label: string): string[] {
  return within(within(panel).getByRole('group', { name: label }))
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.labels?.[0]?.textContent ?? '');
}

describe('advanced search panel', { timeout: 20_000 }, () => {
  it('has every field of the SPEC, with the recruitment status fixed to 招募中', async () => {
    stubHomeApi({ projects });
    renderHome();
    const { panel } = await openPanel();
    for (const label of ['项目名称', '机构受理号', '试验药物', '运行阶段', '既往治疗药物', '研究者']) {
      expect(within(panel).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['受试者疾病', '项目类型', '靶点']) {
      expect(within(panel).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['试验分期', '病理类型']) {
      expect(within(panel).getByRole('group', { name: label })).toBeInTheDocument();
    }
    const status = within(panel).getByRole('combobox', { name: '招募状态' });
    expect(status).toBeDisabled();
    await waitFor(() => expect(status).toHaveDisplayValue('招募中'));
    expect(within(panel).getByRole('combobox', { name: '项目类型' })).toHaveDisplayValue('全部');
  });

  it('sends two chosen trial stages comma-joined and goes back to page 1', async () => {
    const calls = stubHomeApi({ projects });
    const { router } = renderHome({ url: '/?page=2' });
    const { panel } = await openPanel();
    await tick(panel, '试验分期', ['Ⅰ期', 'Ⅲ期']);
    expect(ticked(panel, '试验分期')).toEqual(['Ⅰ期', 'Ⅲ期']);
    fireEvent.change(within(panel).getByRole('textbox', { name: '研究者' }), { target: { value: ' 陈立新 ' } });
    fireEvent.click(within(panel).getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(currentSearch(router)).toEqual({ trialStages: '1,3', researchName: '陈立新' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.form?.get('trialStages')).toBe('1,3'));
    const body = listCalls(calls).at(-1)?.form;
    expect(body?.get('offset')).toBe('0');
    expect(body?.get('researchName')).toBe('陈立新');
    expect(body?.get('recruitStatus')).toBe('zmz');
  });

  it('offers the disease names as values and sends the chosen name', async () => {
    const calls = stubHomeApi({ projects });
    renderHome();
    const { panel } = await openPanel();
    const diseases = within(panel).getByRole('combobox', { name: '受试者疾病' });
    await waitFor(() => expect(within(diseases).getByRole('option', { name: '胃癌' })).toBeInTheDocument());
    await userEvent.setup().selectOptions(diseases, '胃癌');
    fireEvent.click(within(panel).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.form?.get('testedDiseases')).toBe('胃癌'));
  });

  it('reset empties every field, keeps 招募中 and reloads page 1', async () => {
    const calls = stubHomeApi({ projects });
    const { router } = renderHome({
      url: '/?page=2&keyword=肺&trialStages=1,2&pathologicType=xa&name=HK&targetSpot=EGFR',
    });
    const { panel } = await openPanel();
    expect(within(panel).getByRole('textbox', { name: '项目名称' })).toHaveValue('HK');
    await waitFor(() => expect(ticked(panel, '试验分期')).toEqual(['Ⅰ期', 'Ⅱ期']));

    fireEvent.click(within(panel).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({ keyword: '肺' }));
    expect(within(panel).getByRole('textbox', { name: '项目名称' })).toHaveValue('');
    expect(ticked(panel, '试验分期')).toEqual([]);
    expect(within(panel).getByRole('combobox', { name: '招募状态' })).toHaveDisplayValue('招募中');
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)?.form ?? [])).toEqual({
        offset: '0',
        limit: '10',
        keyword: '肺',
        recruitStatus: 'zmz',
      }),
    );
  });

  it('collapses with the arrow and gives focus back to the advanced search button', async () => {
    stubHomeApi({ projects });
    renderHome();
    const { toggle, panel } = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: '收起高级搜索' }));
    expect(screen.queryByRole('region', { name: '高级搜索条件' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
