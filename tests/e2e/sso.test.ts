/**
 * Single sign-on in Chromium on the real build and server: the sign-in page offers the
 * hospital's identity provider (a real OpenID provider started here, oidc-provider with its
 * development login and consent pages); the demo investigator signs in there and lands on
 * the workbench, signed in by the same session a password sign-in starts.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider } from '../../src/server/modules/access/sso/test-provider';
import { type RunningServer, newContext, removeDir, startServer, useBrowser } from './harness';

/** A free local port, so the provider can be told the portal's address before the portal listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const launched = useBrowser();
let idp: Awaited<ReturnType<typeof startTestProvider>>;
let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  idp = await startTestProvider(`http://127.0.0.1:${port}/login`);
  server = await startServer({ port, sso: idp.config() });
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await idp?.close();
});

describe("sign-in with the hospital's identity provider", () => {
  it('signs the investigator in at the provider and opens the workbench', async () => {
    const context = await newContext(launched.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: '使用医院统一身份认证登录' }).click();
      await page.waitForURL(`${idp.issuer}/**`);
      await page.locator('input[name="login"]').fill('investigator');
      await page.locator('input[name="password"]').fill('any');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${server.url}/staff`);
      await page.getByRole('navigation', { name: '工作台导航' }).waitFor();
      const who = await page.evaluate(async () => (await fetch('/igcpproapi/auth/who')).json());
      expect(who.data.user.userName).toBe('investigator');
    } finally {
      await context.close();
    }
  });
});
