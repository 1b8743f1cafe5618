import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { LOGIN_LOGO, demoSiteInfo, stubHomeApi } from '../home-test-kit';
import { NDEY_LOGO_URL, SiteBrand, resolveSiteLogo } from './site-logo';

afterEach(() => vi.unstubAllGlobals());

const INDEX_LOGO = '/uploads/index-logo.png';

function renderBrand(options: Parameters<typeof stubHomeApi>[0]) {
  const calls = stubHomeApi(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LocaleProvider initial="zh-CN">
      <QueryClientProvider client={queryClient}>
        <SiteBrand />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { calls, queryClient };
}

describe('resolveSiteLogo', () => {
  const settings = { loginLogo: LOGIN_LOGO, indexLogo: INDEX_LOGO };
  it('hides the logo for site shfy', () => {
    expect(resolveSiteLogo(settings, { shfy: true, ndey: false })).toBeNull();
  });
  it('uses the ndey logo for site ndey', () => {
    expect(resolveSiteLogo(settings, { shfy: false, ndey: true })).toBe(NDEY_LOGO_URL);
  });
  it('prefers the saved index logo to the login logo', () => {
    expect(resolveSiteLogo(settings, { shfy: false, ndey: false })).toBe(INDEX_LOGO);
  });
  it('falls back to the login logo', () => {
    expect(resolveSiteLogo({ ...settings, indexLogo: null }, { shfy: false, ndey: false })).toBe(LOGIN_LOGO);
  });
});

describe('SiteBrand', () => {
  it('shows no logo for site shfy, but the hospital name', async () => {
    const { queryClient } = renderBrand({ site: demoSiteInfo({ indexLogo: INDEX_LOGO }), flags: { shfy: true } });
    expect(await screen.findByText('华康大学附属第一医院')).toBeInTheDocument();
    // Once both flag answers have arrived and shown, the logo must still not appear.
    const answered = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['site', 'config'] })
        .map((query) => query.state.status);
    await waitFor(() => expect(answered()).toEqual(['success', 'success']));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the ndey logo for site ndey', async () => {
    renderBrand({ site: demoSiteInfo({ indexLogo: INDEX_LOGO }), flags: { ndey: true } });
    expect(await screen.findByRole('img', { name: '华康大学附属第一医院标志' })).toHaveAttribute('src', NDEY_LOGO_URL);
  });

  it('shows the saved index logo over the login logo', async () => {
    renderBrand({ site: demoSiteInfo({ indexLogo: INDEX_LOGO }) });
    expect(await screen.findByRole('img')).toHaveAttribute('src', INDEX_LOGO);
  });

  it('shows the login logo when no index logo is saved', async () => {
    renderBrand({ site: demoSiteInfo({ indexLogo: null }) });
    expect(await screen.findByRole('img')).toHaveAttribute('src', LOGIN_LOGO);
  });

  it('asks the two site keys of SPEC §7', async () => {
    const { calls } = renderBrand({});
    await screen.findByRole('img');
    const keys = calls.filter((call) => call.path === '/api/sys/config/by-key').map((call) => call.search.get('key'));
    expect(keys.sort()).toEqual(['sys.ctdms.nde', 'sys.ctdms.shfy']);
  });
});
