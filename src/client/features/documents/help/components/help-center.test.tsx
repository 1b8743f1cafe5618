/** The '?' help button on every staff page, the help center and an article rendered safely from Markdown. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const ARTICLE = {
  helpId: 'help-user-manage',
  title: '用户管理',
  titleEn: 'Users',
  number: 2,
  updatedAt: '2026-01-05T02:00:00.000Z',
  body: '# 用户管理\n\n新增、**停用**用户。[危险](javascript:alert(1))\n\n<script>window.hacked = true</script>',
  checksum: 'a'.repeat(64),
  authorName: 'admin',
  version: 2,
};
const TIMEOUT = { timeout: 20_000 };

describe('help', () => {
  it("opens the current page's article from the '?' button, by the page's help id", async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['UserManage', 'AuditLog'], buttons: [] } }),
      answers: { '/api/doc/help/article/help-user-manage': { body: { isOk: true, code: '200', data: ARTICLE } } },
    });
    const { router } = renderApp('/staff/users');
    const help = await screen.findByRole('link', { name: '帮助：用户管理' }, TIMEOUT);
    expect(help).toHaveAttribute('href', '/staff/help/help-user-manage');
    await userEvent.setup().click(help);
    await screen.findByText(/第 2 版 · admin · 2026-01-05 10:00/, undefined, TIMEOUT);
    expect(router.state.location.pathname).toBe('/staff/help/help-user-manage');
    expect(screen.getByRole('heading', { level: 2, name: '用户管理' })).toBeInTheDocument();
    expect(screen.getByText('停用').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
    // Raw HTML shows as text, never as markup; a javascript: address is dropped.
    expect(document.querySelector('.help-article script')).toBeNull();
    expect(screen.getByText(/<script>window.hacked = true<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('.help-article a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // A reader without the button has no editor.
    expect(screen.queryByRole('button', { name: '编辑文章' })).toBeNull();
  });

  it("opens the workbench's article on the workbench, and the help center from a page without a help id", async () => {
    stubStaffApi({ who: demoWho({ system: { pages: ['AuditLog'], buttons: [] } }) });
    const { router } = renderApp('/staff');
    expect(await screen.findByRole('link', { name: '帮助：工作台' }, TIMEOUT)).toHaveAttribute(
      'href',
      '/staff/help/help-workbench',
    );
    await router.navigate({ to: '/staff/audit' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '帮助：审计日志' })).toHaveAttribute('href', '/staff/help'),
    );
  });

  it('lists the articles, searches them by title, and says when a page has no article yet', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: [], buttons: [] } }),
      answers: {
        '/api/doc/help/list': {
          body: {
            isOk: true,
            code: '200',
            total: 1,
            rows: [
              {
                helpId: 'help-user-manage',
                title: '用户管理',
                titleEn: 'Users',
                number: 2,
                updatedAt: ARTICLE.updatedAt,
              },
            ],
          },
        },
        '/api/doc/help/article/help-visit-schedule': {
          status: 404,
          body: { isOk: false, code: '404', msg: '没有这篇帮助文章' },
        },
      },
    });
    const { router } = renderApp('/staff/help');
    const table = await screen.findByRole('table', { name: '帮助文章' }, TIMEOUT);

    expect(await within(table).findByRole('link', { name: '用户管理' })).toHaveAttribute(
      'href',
      '/staff/help/help-user-manage',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '按标题搜索' }), '用户{Enter}');
    await waitFor(() => expect(callsTo(calls, '/api/doc/help/list').at(-1)?.search.get('keyword')).toBe('用户'));
    await router.navigate({ to: '/staff/help/$helpId', params: { helpId: 'help-visit-schedule' } });
    await screen.findByText('此页面暂无帮助文章。', undefined, TIMEOUT);
    expect(screen.getByRole('link', { name: '返回帮助中心' })).toHaveAttribute('href', '/staff/help');
  });

  it('lets a writer save a new version of the article', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: [], buttons: ['helpArticle:write'] } }),
      answers: {
        '/api/doc/help/article/help-user-manage': { body: { isOk: true, code: '200', data: ARTICLE } },
        '/api/doc/help/article/save': {
          body: { isOk: true, code: '200', data: { helpId: 'help-user-manage', number: 3, version: 3 } },
        },
      },
    });
    renderApp('/staff/help/help-user-manage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑文章' }, TIMEOUT));
    const dialog = screen.getByRole('dialog', { name: '编写帮助文章' });
    const body = within(dialog).getByLabelText(/正文/);
    await user.clear(body);
    await user.type(body, '# 新版');
    await user.click(within(dialog).getByRole('button', { name: '保存为新版本' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/doc/help/article/save').at(-1)?.json).toEqual({
        helpId: 'help-user-manage',
        title: '用户管理',
        titleEn: 'Users',
        body: '# 新版',
        note: null,
        version: 2,
      }),
    );
  });
});
