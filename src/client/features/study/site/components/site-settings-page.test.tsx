import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '../../../../../shared/api/study/site-settings';
import { STALE_VERSION_MESSAGE } from '../../../../../shared/api/contract/staff-fields';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const settings = (changes: Partial<SiteSettings> = {}): SiteSettings => ({
  siteName: '华康医院临床试验招募平台',
  shortName: '华康试验招募',
  hospitalNameFull: '华康大学附属第一医院',
  officialWebsite: 'https://www.example.org',
  webIco: '/demo/favicon.svg',
  loginBackImage: '/demo/login-back.svg',
  loginLogo: '/demo/logo.svg',
  indexLogo: null,
  qrCode: '/demo/official-account-qr.png',
  hospitalNetworks: [],
  documentDueDays: 30,
  banners: [
    { url: '/demo/banner-1.svg', alt: '第一张' },
    { url: '/demo/banner-2.svg', alt: '第二张' },
  ],
  code: 'hkyy',
  sourceCheck: false,
  newWindowMs: 79_488_000,
  kioskMode: false,
  kioskIdleSeconds: 90,
  timeZone: 'Asia/Shanghai',
  regmark: { regInstruction: '须知', attechment: '证书', attechmentEnum: 'gcp', editRight: 20 },
  formConfig: [{ configkey: 'recruitShareUrl', configvalue: 'https://example.org/p/' }],
  version: 3,
  ...changes,
});

const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });
const refused = (msg: string, field?: string) => ({ status: 400, body: { isOk: false, code: '100', msg, field } });
const admin = demoWho({ system: { pages: ['SiteSettings'], buttons: ['site:update'] } });

function stub(save: (call: RecordedCall) => { status?: number; body: unknown }, current = () => settings()) {
  return stubStaffApi({
    who: admin,
    answers: {
      '/api/sys/site/settings': () => ok(current()),
      '/api/gbs/file/policy': ok({ extensions: ['png'], maxBytes: 5_242_880 }),
      '/api/sys/site/save': save,
    },
  });
}

async function siteNameField() {
  return screen.findByRole('textbox', { name: /^站点名称/ });
}

describe('the site settings page', () => {
  it('saves the edited settings with their version, banners in their new order', async () => {
    const calls = stub((call) => ok({ ...(call.json as object), version: 4 }));
    renderApp('/staff/site');
    const user = userEvent.setup();
    const name = await siteNameField();
    await user.clear(name);
    await user.type(name, '东湖医院招募');
    await user.click(screen.getByRole('button', { name: '下移第 1 张' }));
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已保存，门户下次打开时即显示新设置');
    const [save] = callsTo(calls, '/api/sys/site/save');
    expect(save?.json).toMatchObject({
      siteName: '东湖医院招募',
      version: 3,
      banners: [
        { url: '/demo/banner-2.svg', alt: '第二张' },
        { url: '/demo/banner-1.svg', alt: '第一张' },
      ],
      formConfig: [{ configkey: 'recruitShareUrl', configvalue: 'https://example.org/p/' }],
      regmark: { editRight: 20 },
    });
  });

  it('checks required fields before sending', async () => {
    const calls = stub(() => ok(settings()));
    renderApp('/staff/site');
    const user = userEvent.setup();
    await user.clear(await siteNameField());
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写站点名称')).toBeInTheDocument();
    expect(callsTo(calls, '/api/sys/site/save')).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    stub(() => refused('字段「code」：站点编码已被使用', 'code'));
    renderApp('/staff/site');
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: /^站点编码/ });
    await user.clear(code);
    await user.type(code, 'dhyy');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('站点编码已被使用'));
  });

  it('says clearly when someone else saved first, and reloads their settings on request', async () => {
    let current = settings();
    stub(
      () => refused(STALE_VERSION_MESSAGE),
      () => current,
    );
    renderApp('/staff/site');
    const user = userEvent.setup();
    const name = await siteNameField();
    await user.clear(name);
    await user.type(name, '我的修改');
    current = settings({ siteName: '别人保存的名称', version: 4 });
    await user.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByText(/站点设置已被他人修改，您的修改未保存/);
    expect((await siteNameField()).getAttribute('value')).toBe('我的修改');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重新加载' }));
    await waitFor(async () => expect((await siteNameField()).getAttribute('value')).toBe('别人保存的名称'));
  });

  it('asks before leaving with unsaved changes', async () => {
    stub(() => ok(settings()));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderApp('/staff/site');
    const user = userEvent.setup();
    await user.type(await siteNameField(), '改');
    void router.navigate({ to: '/staff' });
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定离开吗？'));
    expect(router.state.location.pathname).toBe('/staff/site');
    expect(await siteNameField()).toHaveValue('华康医院临床试验招募平台改');
  });
});
