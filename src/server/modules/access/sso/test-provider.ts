/**
 * A real OpenID provider for the single sign-on tests (oidc-provider, with its development
 * login and consent pages), on a random local port, with one confidential client. Any login
 * name signs in as the account of that name; its preferred_username is the name itself.
 * `authorize` drives the browser's part with fetch: follows the redirects with a cookie
 * jar, fills the login and consent pages, and answers the callback address the provider
 * sends the browser back to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { SsoConfig } from './sso-config';

export const TEST_CLIENT = { clientId: 'trial-portal', clientSecret: 'portal-client-secret-for-tests' };

export async function startTestProvider(redirectUri: string) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `idp-${id}`, preferred_username: id, name: id }),
    }),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    // Short lives, set explicitly so the provider does not log a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  const config = (overrides: Partial<SsoConfig> = {}): SsoConfig => ({
    issuer,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
    redirectUri,
    scopes: 'openid profile',
    linkClaim: 'preferred_username',
    linkBy: 'userName',
    buttonLabel: '',
    ...overrides,
  });

  /** Signs `login` in at the provider from `authorizationUrl`; answers the callback's query string. */
  async function authorize(authorizationUrl: string, login: string): Promise<string> {
    const jar = new Map<string, string>();
    let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
    for (let hop = 0; hop < 20; hop += 1) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(next.url, {
        ...next.init,
        redirect: 'manual',
        headers: { ...(next.init?.headers as Record<string, string>), cookie },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, next.url);
        if (target.href.startsWith(redirectUri)) return target.search.slice(1);
        next = { url: target.href };
        continue;
      }
      const page = await response.text();
      const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1];
      if (!prompt) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      next = {
        url: next.url,
        init: { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      };
    }
    throw new Error('The provider redirected too often');
  }

  return {
    issuer,
    config,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
