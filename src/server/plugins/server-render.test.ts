import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, insertProject } from '../test-support';
import { INTERNAL_CALL_HEADER, composePage } from './server-render';

const template =
  '<!doctype html><html><head><meta name="description" content="x" /><meta name="theme-color" content="#000" />' +
  '<link rel="icon" href="/a.svg" type="image/svg+xml" /><title>shell</title></head>' +
  '<body><div id="root"><div class="boot-bar">boot</div></div><!--/boot--></body></html>';

/**
 * A stand-in for the built renderer (dist/ssr/entry-server.js): it makes one API call that
 * needs a sign while the site requires them, and renders the answer's code and the site's
 * name (from a head value a site could set to anything). A '?held' page's render waits
 * until the test lets it go (renderGate below); a '?total' page shows how many projects
 * the public list has. Each render counts itself in globalThis.renders.
 */
const fakeRenderer = `
export async function renderPage(url, transport) {
  globalThis.renders += 1;
  if (url.includes('fail')) return undefined;
  if (url.includes('held')) await globalThis.renderGate.hold();
  const orgs = await (await transport('/api/portal/orgs', { method: 'GET', headers: { accept: 'application/json' } })).json();
  const list = url.includes('total')
    ? await (await transport('/api/portal/projects', { method: 'POST', body: new URLSearchParams({ offset: '0', limit: '1' }) })).json()
    : undefined;
  return {
    html: '<p id="code">' + orgs.code + '</p>' + (list ? '<p id="total">' + list.total + '</p>' : ''),
    styles: '<style data-emotion="css x">.x{}</style>',
    state: '{"queries":[]}',
    head: { title: 'A </title><script>x()</script>', description: '"><b>', themeColor: '#123456', icon: '/i.png', preloadImage: '/b.png' },
  };
}`;

/** Holds the '?held' renders: counts those under way and lets them all finish on release. */
function createRenderGate() {
  let release = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));
  const gate = {
    held: 0,
    hold: () => {
      gate.held += 1;
      return released;
    },
    release: () => {
      release();
      released = new Promise<void>((resolve) => (release = resolve));
      gate.held = 0;
    },
  };
  return gate;
}
const renderGate = createRenderGate();
Object.assign(globalThis, { renderGate, renders: 0 });
const renders = () => (globalThis as unknown as { renders: number }).renders;

let clientDir: string;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'portal-render-'));
  mkdirSync(join(clientDir, 'ssr'));
  writeFileSync(join(clientDir, 'index.html'), template);
  writeFileSync(join(clientDir, 'ssr', 'entry-server.js'), fakeRenderer);
  t = await createTestApp({ clientDir });
  await t.db.updateTable('site').set({ sourceCheck: 1 }).execute();
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the server-rendered first view', () => {
  it("answers the renderer's own calls though the site requires signed requests", async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"><p id="code">200</p></div>');
    expect(response.body).toContain('<script type="application/json" id="portal-state">{"queries":[]}</script>');
  });

  it('trusts no one else who sends the internal header', async () => {
    for (const value of ['', 'guess', 'a'.repeat(64)]) {
      const response = await t.app.inject({ url: '/api/portal/orgs', headers: { [INTERNAL_CALL_HEADER]: value } });
      expect(response.statusCode).toBe(403);
    }
  });

  it('names the build it was rendered into, as the service worker knows it', async () => {
    const response = await t.app.inject({ url: '/projectdviewetail/3' });
    expect(response.headers['x-shell-revision']).toBe(createHash('md5').update(template).digest('hex'));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('sends the shell for inner mode, kiosk tabs, other pages and a failed render', async () => {
    for (const url of ['/projectdviewetail/3?sign=abc', '/?kiosk=1', '/staff', '/?fail=1', '/projectdviewetail/x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div class="boot-bar">boot</div>');
      expect(response.headers['x-shell-revision'], url).toBeUndefined();
    }
  });
});

describe('under load', () => {
  it('sends the shell for pages asked for while 8 renders are under way', async () => {
    let settled = 0;
    const asked = Array.from({ length: 10 }, (_, n) =>
      t.app.inject({ url: `/?held=1&n=${n}` }).finally(() => (settled += 1)),
    );
    // Two answers come while eight renders are held; then the renders may finish.
    await vi.waitFor(() => expect([renderGate.held, settled]).toEqual([8, 2]));
    renderGate.release();
    const answers = await Promise.all(asked);
    const rendered = answers.filter((answer) => answer.body.includes('<p id="code">200</p>'));
    const shells = answers.filter((answer) => answer.body.includes('<div class="boot-bar">boot</div>'));
    expect([rendered.length, shells.length]).toEqual([8, 2]);
    // Once they are done, pages render again.
    expect((await t.app.inject({ url: '/' })).body).toContain('<p id="code">200</p>');
  });

  it('sends the shell for a render that takes over 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = t.app.inject({ url: '/?held=late' });
      await vi.waitFor(() => expect(renderGate.held).toBe(1));
      await vi.advanceTimersByTimeAsync(2_000);
      // The render is still held: the page comes as the shell all the same.
      expect((await answer).body).toContain('<div class="boot-bar">boot</div>');
    } finally {
      renderGate.release();
      vi.useRealTimers();
    }
  });
});

describe('a burst of visitors', () => {
  const total = (body: string) => /<p id="total">(\d+)<\/p>/.exec(body)?.[1];

  it('gets the page rendered once, for asks at once and asks within seconds', async () => {
    const before = renders();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ url: '/projectdviewetail/7?total' })),
    );
    const later = await t.app.inject({ url: '/projectdviewetail/7?total' });
    expect(renders() - before).toBe(1);
    for (const answer of [...burst, later]) expect(total(answer.body)).toBe(total(burst[0]?.body ?? ''));
  });

  it('sees a data change at once', async () => {
    const first = total((await t.app.inject({ url: '/?total' })).body);
    await insertProject(t.db, { name: '新项目' });
    const before = renders();
    const second = total((await t.app.inject({ url: '/?total' })).body);
    expect(renders() - before).toBe(1);
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('keeps each encoding apart', async () => {
    await t.app.inject({ url: '/projectdviewetail/8', headers: { 'accept-encoding': 'br' } });
    const plain = await t.app.inject({ url: '/projectdviewetail/8' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p id="code">200</p>');
  });

  it('renders every request that carries cookies (a signed-in one may be personal)', async () => {
    const before = renders();
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({ url: '/projectdviewetail/9', headers: { cookie: 'portal_session=x' } });
      expect(answer.body).toContain('<p id="code">200</p>');
    }
    expect(renders() - before).toBe(2);
  });
});

describe('composing the page', () => {
  it('escapes the head values a site or a project name could carry', () => {
    const html = composePage(template, {
      html: '<p>x</p>',
      styles: '<style data-emotion="css x">.x{}</style>',
      state: '{}',
      head: {
        title: '</title><script>x()</script>',
        description: '"><b>',
        themeColor: '#1"',
        icon: '/i"x.png',
        preloadImage: '/b".png',
      },
    });
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;x()&#60;/script&#62;</title>');
    expect(html).toContain('content="&#34;&#62;&#60;b&#62;"');
    expect(html).toContain('<link rel="icon" href="/i&#34;x.png" />');
    expect(html).toContain('<link rel="preload" as="image" href="/b&#34;.png" fetchpriority="high" />');
    expect(html).toContain('<style data-emotion="css x">.x{}</style></head>');
    expect(html).not.toContain('boot-bar');
  });
});
