/**
 * No staff or personal-data response is ever written to Cache Storage or IndexedDB: a fake
 * staff API (JSON and an image, marked private) and a private image outside /api are used
 * through the real service worker next to public pages; then every cache and every
 * IndexedDB store of the origin is inspected.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublicQueryKey } from '../../src/client/lib/public-queries';
import { newContext, useBrowserSuite } from './harness';
import {
  cacheStorageContents,
  dumpIndexedDb,
  loadImage,
  persistedQueryKeys,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './offline-helpers';

const PATIENT_NAME = '受试者王小明';
const PATIENT_PHONE = '13912345678';
const png = readFileSync('public/icons/icon-192.png');

const suite = useBrowserSuite({
  configure: (app) => {
    app.get('/api/staff/subjects', async (_request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ isOk: true, code: '200', data: [{ name: PATIENT_NAME, phone: PATIENT_PHONE }] }),
    );
    app.get('/api/staff/avatar.png', async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=600').type('image/png').send(png),
    );
    // An image outside /api that the server marks private: the image cache must refuse it.
    app.get('/demo/staff-signature.png', async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=600').type('image/png').send(png),
    );
  },
});

describe('private data stays off the device', () => {
  it('caches public images but no staff response, and persists only public queries', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await page.getByTestId('project-card').first().waitFor();
    await waitForServiceWorkerControl(page);

    const staff = await page.evaluate(async () => (await fetch('/api/staff/subjects')).json());
    expect(JSON.stringify(staff)).toContain(PATIENT_PHONE);
    expect(await loadImage(page, '/api/staff/avatar.png')).toBe(true);
    expect(await loadImage(page, '/demo/staff-signature.png')).toBe(true);
    // The control: a public image is cached, so the checks below can fail.
    expect(await loadImage(page, '/demo/official-account-qr.png')).toBe(true);

    const href = await page.getByTestId('project-card').first().getByRole('link').last().getAttribute('href');
    await page.goto(suite.server.url + href);
    await page.getByTestId('criteria').first().waitFor();
    await waitForPersisted(page, (key) => key[1] === 'detail');

    const caches = await cacheStorageContents(page);
    expect(caches['portal-images']).toContain('/demo/official-account-qr.png');
    const cached = Object.values(caches).flat();
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(cached).not.toContain('/demo/staff-signature.png');

    const stored = await dumpIndexedDb(page);
    expect(stored).not.toContain(PATIENT_PHONE);
    expect(stored).not.toContain(PATIENT_NAME);
    const keys = await persistedQueryKeys(page);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !isPublicQueryKey(key))).toEqual([]);
    await context.close();
  });
});
