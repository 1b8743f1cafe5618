/** A project's recruitment rules on the real route: edit a draft and save, publish with the match summary, the one-day config cache. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuleDetail, RuleSummary } from '../../../../../shared/api/recruitment/rules';
import { RULE_CONFIG_CACHE_TTL_MS } from '../../../../../shared/domain/constants';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';
import { recruitRuleQueries } from '../queries';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/config/gcpRecruitRule';
const LIST = `${BASE}/5/list`;
const SAVE = `${BASE}/save`;
const PUBLISH = `${BASE}/publish`;
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const summary = (id: number, ruleVersion: number, status: RuleSummary['status'], name: string): RuleSummary => ({
  id,
  projectId: 5,
  diseaseKey: 'default',
  ruleVersion,
  status,
  name,
  criteriaCount: 2,
  origin: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  publishedAt: status === 'draft' ? null : '2026-01-02T00:00:00Z',
  version: 1,
});
const published = summary(11, 1, 'published', '胃癌初筛 v1');
const draft = summary(12, 2, 'draft', '胃癌初筛 v2');
const detail = (rule: RuleSummary): RuleDetail => ({
  ...rule,
  criteria: [
    { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
    { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: ['胃癌'] },
  ],
});

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 胃癌研究', pages: ['RecruitRules'], buttons }],
    }),
    answers: {
      [LIST]: () => ok([{ diseaseKey: 'default', versions: [draft, published] }]),
      [`${BASE}/5/11`]: () => ok(detail(published)),
      [`${BASE}/5/12`]: () => ok(detail(draft)),
      ...answers,
    },
  });
}

describe('recruitment rules page', () => {
  it('shows the rules in force and edits a draft with a live preview, saving with its version', async () => {
    const calls = stub(['recruitRule:update'], { [SAVE]: () => ok({ id: 12, version: 2 }) });
    renderApp('/staff/projects/5/recruit-rules');
    const inForce = await screen.findByRole('region', { name: '默认 当前生效规则' });
    expect(await within(inForce).findByText('入选：诊断：胃癌 或 C16')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const editor = await screen.findByRole('region', { name: '编辑草稿' });
    const first = within(editor).getByRole('group', { name: '第 1 条' });
    const min = within(first).getByRole('spinbutton', { name: '最小年龄' });
    await user.clear(min);
    await user.type(min, '20');
    expect(within(first).getByText('预览：入选：年龄 20–75 岁')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: '删除 第 2 条' }));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(callsTo(calls, SAVE)[0]?.json).toEqual({
      projectId: 5,
      id: 12,
      version: 1,
      name: '胃癌初筛 v2',
      criteria: [{ id: 'age', role: 'inclusion', kind: 'age', min: 20, max: 75 }],
    });
    expect(await screen.findByRole('table', { name: '默认 的规则版本' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a criterion in the editor', async () => {
    stub(['recruitRule:update'], {
      [SAVE]: () => ({
        status: 400,
        body: { isOk: false, code: '100', msg: '字段「criteria」：第 1 条：编号重复', field: 'criteria' },
      }),
    });
    renderApp('/staff/projects/5/recruit-rules');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const editor = await screen.findByRole('region', { name: '编辑草稿' });
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(editor).findByText('第 1 条：编号重复')).toBeInTheDocument();
  });

  it('publishes a draft after confirming and shows how the candidates matched', async () => {
    const calls = stub(['recruitRule:update', 'recruitRule:publish'], {
      [PUBLISH]: () =>
        ok({
          id: 12,
          version: 2,
          ruleVersion: 2,
          match: { matched: 3, byStatus: { recruitDone: 1, recruitMay: 2 }, ms: 4 },
        }),
    });
    renderApp('/staff/projects/5/recruit-rules');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '发布规则' });
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('已发布版本 2，已匹配 3 名患者');
    expect(status).toHaveTextContent('初筛符合 1 · 待人工审核 2');
    expect(callsTo(calls, PUBLISH)[0]?.json).toEqual({ projectId: 5, id: 12, version: 1 });
  });

  it('keeps a fetched rule config for one day under the project and disease key, in memory', async () => {
    const options = recruitRuleQueries.config(5, 'default');
    expect(options.queryKey).toEqual(['staff', 'recruitRule', 5, 'default']);
    expect(options.staleTime).toBe(86_400_000);
    expect(options.gcTime).toBe(RULE_CONFIG_CACHE_TTL_MS);
    stub([]);
    const { queryClient } = renderApp('/staff/projects/5/recruit-rules');
    await screen.findByText('入选：年龄 18–75 岁');
    const cached = queryClient.getQueryState(['staff', 'recruitRule', 5, 'default']);
    expect(cached?.data).toMatchObject({ id: 11, status: 'published' });
    expect(queryClient.getQueryCache().find({ queryKey: options.queryKey })?.isStale()).toBe(false);
  });
});
