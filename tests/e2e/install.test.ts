/**
 * What installing the portal puts on a device, in real Chromium on the real build (issue 25,
 * items 4 and 8): a fresh install precaches the public side only, a staff page still opens
 * online and its code is then kept; and the projects saved on the device survive a new build.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ViteManifest, isStaffModule } from '../../sw/public-precache';
import { newContext, removeDir, signInAs, startServer, useBrowser, useServer } from './harness';
import {
  cacheStorageContents,
  savedProjectRows,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './offline-helpers';

const clientDir = resolve(process.env.E2E_CLIENT_DIR ?? 'dist');
const suite = useBrowser();
const cards = (page: Page) => page.getByTestId('project-card');
const buildOf = (page: Page) => page.locator('html').getAttribute('data-build');

/** The URL paths of the chunks of the build's route modules, staff or public. */
function routeChunks(staff: boolean): string[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  return Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/client/routes/') && isStaffModule(key) === staff)
    .map(([, chunk]) => `/${chunk.file}`);
}

describe('a fresh install', () => {
  const served = useServer();

  it('precaches no staff chunk; a staff page still opens online, and only its code is kept', async () => {
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await page.goto(served.server.url);
      await cards(page).first().waitFor();
      // The worker controls the page once it is active, that is once its precache is complete.
      await waitForServiceWorkerControl(page);
      const installed = Object.values(await cacheStorageContents(page)).flat();
      const staffChunks = routeChunks(true);
      expect(staffChunks.length).toBeGreaterThan(10);
      expect(staffChunks.filter((path) => installed.includes(path))).toEqual([]);
      // The control: the public pages' chunks are there, so the check above can fail.
      expect(routeChunks(false).filter((path) => !installed.includes(path))).toEqual([]);

      await signInAs(page, served.server, 'coordinator', '/staff');
      await page.getByRole('navigation').first().waitFor();
      const afterStaff = await cacheStorageContents(page);
      expect(staffChunks.filter((path) => afterStaff['portal-code']?.includes(path)).length).toBeGreaterThan(0);
      expect(
        Object.values(afterStaff)
          .flat()
          .filter((path) => path.startsWith('/api/')),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * A rebuilt client, made from `from` in a moment: a copy whose build version is `version`
 * plus '-rebuilt', under new chunk names as a real build gives them (names are content
 * hashes, so every chunk that imports a changed one changes too), with index.html, the build
 * manifest and the service worker's precache list following. Other code for the page and an
 * update for its worker: a new build to both.
 */
function rebuiltCopy(from: string, to: string, version: string): string {
  cpSync(from, to, { recursive: true });
  const files = readdirSync(to, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(to, file)).isFile(),
  );
  // Pre-compressed copies would hold the old content; the server falls back to the plain files.
  for (const file of files.filter((name) => /\.(br|gz)$/.test(name))) rmSync(join(to, file));
  const texts = new Map(
    files
      .filter((file) => /\.(js|css|html|json)$/.test(file))
      .map((file) => [file, readFileSync(join(to, file), 'utf8')]),
  );
  const code = [...texts.keys()].filter((file) => /^assets\/[^/]+\.(js|css)$/.test(file));
  const changed = new Set(code.filter((file) => texts.get(file)?.includes(version)));
  if (changed.size === 0) throw new Error(`No chunk of ${from} carries the build version ${version}`);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of code) {
      if (changed.has(file) || ![...changed].some((name) => texts.get(file)?.includes(basename(name)))) continue;
      changed.add(file);
      grew = true;
    }
  }
  const nextName = (file: string) => basename(file).replace(/\.(js|css)$/, '-next.$1');
  const renamed = [...changed].map((file) => [basename(file), nextName(file)] as const);
  const rebuilt = `${version}-rebuilt`;
  for (const [file, text] of texts) {
    let next = text.split(version).join(rebuilt);
    for (const [name, newName] of renamed) next = next.split(name).join(newName);
    if (next !== text) writeFileSync(join(to, file), next);
  }
  for (const file of changed) renameSync(join(to, file), join(to, dirname(file), nextName(file)));
  // The worker knows the shell by the MD5 of its content (Workbox's revision), as does the server.
  const shellRevision = createHash('md5')
    .update(readFileSync(join(to, 'index.html')))
    .digest('hex');
  const sw = readFileSync(join(to, 'sw.js'), 'utf8');
  writeFileSync(
    join(to, 'sw.js'),
    sw.replace(/\{"revision":"[0-9a-f]+","url":"index\.html"\}/, `{"revision":"${shellRevision}","url":"index.html"}`),
  );
  return rebuilt;
}

describe('an update', () => {
  let tempDir: string;
  beforeAll(() => {
    tempDir = mkdtempSync(join(tmpdir(), 'portal-install-'));
  });
  afterAll(() => removeDir(tempDir));

  it('keeps the projects saved on the device: a new build finds them offline', async () => {
    let server = await startServer({ clientDir, dataDir: mkdtempSync(join(tempDir, 'data-')) });
    const port = Number(new URL(server.url).port);
    const context = await newContext(suite.browser);
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await cards(page).first().waitFor();
      await waitForServiceWorkerControl(page);
      await waitForPersisted(page, (key) => key[0] === 'projects' && key[1] === 'list');
      const detailPath = (await cards(page).first().getByRole('link').last().getAttribute('href')) ?? '';
      const projectId = Number(detailPath.split('/').pop());
      await page.goto(server.url + detailPath);
      await page.getByTestId('criteria').first().waitFor();
      await waitForPersisted(page, (key) => key[1] === 'detail' && key[2] === projectId);
      const saved = (await savedProjectRows(page)).map((row) => row.id);
      const firstBuild = (await buildOf(page)) ?? '';
      expect(firstBuild).not.toBe('');

      // The new build from the same origin (service workers are per origin), same data.
      const nextBuild = rebuiltCopy(clientDir, join(tempDir, 'next'), firstBuild);
      await server.stop();
      server = await startServer({ clientDir: join(tempDir, 'next'), dataDir: server.dataDir, port });
      await page.goto(server.url);
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 20_000 });
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '重新加载' }).click()]);
      await expect.poll(() => buildOf(page), { timeout: 20_000 }).toBe(nextBuild);
      await cards(page).first().waitFor();
      // The new build went no further than '/': the project it never opened comes from the old save.
      await waitForPersisted(page, (key) => key[1] === 'detail' && key[2] === projectId);

      await context.setOffline(true);
      await page.goto(server.url + detailPath);
      await page.getByTestId('criteria').first().waitFor();
      expect(await buildOf(page)).toBe(nextBuild);
      await page.goto(server.url);
      await page.getByTestId('offline-banner').waitFor();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      expect((await savedProjectRows(page)).map((row) => row.id)).toEqual(expect.arrayContaining(saved));
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
