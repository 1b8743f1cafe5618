/**
 * A hospital's first production start (DEMO_DATA=false): the built server writes the site's
 * baseline and the administrator, and nothing of the demo hospital: no trials, no banners,
 * no demo staff, no connected-system key printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/cli/server-build';
import { type ServerProcess, freePort, printedPassword, startServer } from '../crash/server-process';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
let server: ServerProcess;

beforeAll(async () => {
  await buildServer(REPO_ROOT);
  const { DATABASE_URL: _url, ...env } = process.env;
  server = await startServer(
    REPO_ROOT,
    {
      ...env,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    'built',
  );
}, 120_000);

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start with DEMO_DATA=false', () => {
  it('prints only the administrator, who must change the password at first sign-in', async () => {
    expect(await printedPassword(server, 'admin')).toMatch(/\S{12,}/);
    const printed = server.stdout();
    expect(printed).not.toMatch(/^(sysadmin|pharmacist|ec\.\S+)\s/m);
    expect(printed).not.toContain('Connected system');
  });

  it('serves the site settings, departments and form settings to edit, and no trial and no banner', async () => {
    const site = await (await fetch(`${server.base}/api/portal/site-info`)).json();
    expect(site).toMatchObject({
      isOk: true,
      data: { site: expect.objectContaining({ siteName: expect.any(String) }) },
    });
    expect(site.data.banners ?? []).toEqual([]);
    const orgs = await (await fetch(`${server.base}/api/portal/orgs`)).json();
    expect(orgs.data.length).toBeGreaterThan(0);
    const forms = await (
      await fetch(`${server.base}/api/portal/form-config`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      })
    ).json();
    expect(forms.rows.length).toBeGreaterThan(0);
    const list = await (
      await fetch(`${server.base}/api/portal/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'offset=0&limit=10',
      })
    ).json();
    expect(list).toMatchObject({ isOk: true, total: 0, rows: [] });
  });
});
