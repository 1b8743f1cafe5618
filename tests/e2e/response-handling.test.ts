/**
 * SPEC §7 and §8 in the real build: a server failure's notification and report image, the
 * init failure screen, and signed requests with the site flag on.
 */
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { readPngText } from '../../src/client/lib/png-text';
import { newContext, useBrowserSuite, waitForApp } from './harness';
import { advanceE2EClock } from './test-clock';

/** Calls to these API paths fail with a real server error (HTTP 500) while listed. */
let failing: string[] = [];

const suite = useBrowserSuite({
  configure: (app) =>
    app.addHook('onRequest', async (request) => {
      if (failing.some((path) => request.url.startsWith(path))) {
        throw new Error('forced failure for the browser test');
      }
    }),
});
afterEach(() => {
  failing = [];
});

/** Records every text drawn on a 2D canvas, so the test can read what the report image shows. */
const recordCanvasText = `
  window.__drawnText = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    window.__drawnText.push(String(text));
    return fillText.call(this, text, ...rest);
  };`;

async function imageFacts(page: Page) {
  return page.getByTestId('error-report-image').evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode();
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(img, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark += 1;
    return {
      bytes: [...bytes],
      width: img.naturalWidth,
      dark,
      drawn: (window as unknown as { __drawnText: string[] }).__drawnText,
    };
  });
}

describe('a server failure in the browser', () => {
  it('shows the top-right notification whose report image holds the time, the request URL and the message', async () => {
    failing = ['/api/portal/projects'];
    // The CSP (connect-src 'self') rightly stops the page fetching blob: URLs; the test needs the PNG bytes.
    const context = await newContext(suite.browser, { viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await context.addInitScript(recordCanvasText);
    const page = await context.newPage();
    await page.goto(suite.server.url);

    const notice = page.getByTestId('error-notification').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain('很抱歉，系统遇到了意外情况');
    expect(await notice.innerText()).toContain('服务器内部错误');
    expect(await notice.innerText()).toContain('该错误已被记录，请联系管理员处理。');
    const box = await notice.boundingBox();
    expect(box && box.y).toBeLessThan(40);
    expect(box && 1280 - (box.x + box.width)).toBeLessThan(40);

    await notice.getByRole('button', { name: '更多错误信息' }).click();
    await page.getByTestId('error-report-image').waitFor();
    const facts = await imageFacts(page);
    const url = `${suite.server.url}/api/portal/projects`;
    // What was drawn on the canvas: the URL, a time, the message.
    // A long URL wraps over several lines of the image: join them back.
    expect(facts.drawn.join('')).toContain(url);
    expect(facts.drawn.some((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))).toBe(true);
    expect(facts.drawn).toContain('服务器内部错误');
    // The PNG itself carries the same text, and is not blank.
    expect(readPngText(Uint8Array.from(facts.bytes)).Description).toContain(`请求地址: ${url}`);
    expect(facts.width).toBe(960);
    expect(facts.dark).toBeGreaterThan(500);

    const axe = await new AxeBuilder({ page }).include('[data-testid="error-notification"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: '复制图片' }).click();
    await page.getByText('图片已复制，可直接粘贴发送给管理员').waitFor();
    const clipboardTypes = await page.evaluate(async () => (await navigator.clipboard.read())[0]?.types ?? []);
    expect(clipboardTypes).toContain('image/png');
    await context.close();
  });

  it('stacks several failures without covering each other', async () => {
    const context = await newContext(suite.browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // They fail on the server too, so the page is not rendered there: the browser calls them.
    failing = ['/api/dict/batch', '/api/portal/projects'];
    await page.route('**/api/dict/batch', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"isOk":false,"code":"500","msg":"A"}' }),
    );
    await page.route('**/api/portal/projects', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>bad gateway</html>' }),
    );
    await page.goto(suite.server.url);
    const notices = page.getByTestId('error-notification');
    await expect.poll(() => notices.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [a, b] = [await notices.nth(0).boundingBox(), await notices.nth(1).boundingBox()];
    expect(a && b && (a.y + a.height <= b.y || b.y + b.height <= a.y)).toBe(true);
    await context.close();
  });
});

describe('start-up', () => {
  it("shows 'failed to initialise system' when the site settings fail, with the fallback title, and retries", async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    // Failing on the server too: the server sends the client-rendered shell, as it would.
    failing = ['/api/portal/site-info'];
    await page.route('**/api/portal/site-info', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"isOk":false,"code":"503"}' }),
    );
    await page.goto(suite.server.url);
    await page.getByTestId('init-failure').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('系统初始化失败');
    expect(await page.title()).toBe('临床试验智能招募平台');

    await page.unroute('**/api/portal/site-info');
    failing = [];
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('project-card').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.siteTitle'))).toMatch(/医院/);
    await context.close();
  });
});

describe('request signing with the site flag on', () => {
  it('signs every call so the home page loads, while an unsigned call is refused with 403', async () => {
    // A call just before the switch: the server has read the flag (off) a moment ago.
    expect((await fetch(`${suite.server.url}/api/portal/orgs`)).status).toBe(200);
    const file = new Database(join(suite.server.dataDir, 'portal.db'));
    file.prepare('update site set source_check = 1').run();
    file.close();
    // The server trusts its reading of the flag for a few seconds: once a minute has passed
    // by its clock, an unsigned call is refused.
    advanceE2EClock(60_000);
    expect((await fetch(`${suite.server.url}/api/portal/orgs`)).status).toBe(403);

    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const signed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.headers().sourcesign) signed.push(new URL(request.url()).pathname);
    });
    await page.goto(suite.server.url);
    await page.getByTestId('project-card').first().waitFor();
    // The first view came rendered from the server; a search is the browser's own call.
    await waitForApp(page);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/projects'),
      page.getByRole('searchbox').fill('胃癌'),
    ]);
    expect(signed).toContain('/api/portal/projects');
    expect(await page.getByTestId('error-notification').count()).toBe(0);
    const unsigned = await page.evaluate(async () => (await fetch('/api/portal/orgs')).status);
    expect(unsigned).toBe(403);
    await context.close();
  });
});
