/** A project's safety rules on the real route: edit the draft, save it with its version, publish after confirming. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SafetyRuleDetail, WireSafetyRuleContent } from '../../../../../shared/api/safety/rules';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/gtrial/rule/safety';
const SAVE = `${BASE}/save`;
const PUBLISH = `${BASE}/publish`;
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const content: WireSafetyRuleContent = {
  ae: { saeTerms: ['间质性肺病'], saeMinGrade: 4 },
  sae: { requireAttachment: true },
  violation: { visitOutOfWindow: true, visitMissed: true },
  conMed: { prohibited: ['酮康唑'], cautioned: ['华法林'] },
};
const rule = (id: number, ruleVersion: number, status: SafetyRuleDetail['status']): SafetyRuleDetail => ({
  id,
  projectId: 5,
  ruleVersion,
  status,
  name: status === 'draft' ? '靶向药规则 v2' : '靶向药规则',
  origin: status === 'draft' ? 'template:oncology-targeted' : null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  publishedAt: status === 'draft' ? null : '2026-01-02T00:00:00Z',
  version: 1,
  content,
});

function stub(buttons: string[]) {
  let draft = rule(12, 2, 'draft');
  const published = rule(11, 1, 'published');
  const summary = ({ content: _content, ...row }: SafetyRuleDetail) => row;
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetyRules'], buttons }] }),
    answers: {
      [`${BASE}/list/5`]: () => ok([summary(draft), summary(published)]),
      [`${BASE}/get/5/11`]: () => ok(published),
      [`${BASE}/get/5/12`]: () => ok(draft),
      [SAVE]: (call) => {
        const body = call.json as { content: WireSafetyRuleContent };
        draft = { ...draft, content: body.content, version: 2 };
        return ok({ id: 12, version: 2 });
      },
      [PUBLISH]: () => ok({ id: 12, version: 3, ruleVersion: 2, aeFlagged: 3, conMedFlagged: 2 }),
    },
  });
}

describe('safety rules page', () => {
  it('edits the draft, saves it with its version and publishes it after confirming', async () => {
    const calls = stub(['safetyRule:update', 'safetyRule:publish']);
    renderApp('/staff/projects/5/safety-rules');
    const editor = await screen.findByRole('region', { name: '编辑草稿' });
    expect(screen.getByRole('table', { name: '规则版本' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(editor).getByRole('combobox', { name: '禁用药物' }), '伊曲康唑{Enter}');
    await user.click(within(editor).getByRole('switch', { name: '漏访视记为方案偏离' }));
    expect(within(editor).getByRole('button', { name: '发布' })).toBeDisabled();
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    expect(callsTo(calls, SAVE)[0]?.json).toEqual({
      projectId: 5,
      id: 12,
      version: 1,
      name: '靶向药规则 v2',
      content: {
        ...content,
        violation: { visitOutOfWindow: true, visitMissed: false },
        conMed: { prohibited: ['酮康唑', '伊曲康唑'], cautioned: ['华法林'] },
      },
    });

    await waitFor(() => expect(within(editor).getByRole('button', { name: '发布' })).toBeEnabled());
    await user.click(within(editor).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '发布安全性规则' });
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '已发布版本 2：3 条不良事件须按 SAE 报告，2 条合并用药被标记',
    );
    expect(callsTo(calls, PUBLISH)[0]?.json).toEqual({ projectId: 5, id: 12, version: 2 });
  });

  it('shows the rules read-only to a user without the buttons', async () => {
    stub([]);
    renderApp('/staff/projects/5/safety-rules');
    const view = await screen.findByRole('region', { name: '版本 2：靶向药规则 v2' });
    expect(within(view).getByText('酮康唑')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '从模板复制' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});
