/**
 * Server-rendered first view of the public pages: `/` (with its search in the URL) and
 * `/projectdviewetail/:id`. The renderer is the client's own app built for Node
 * (src/client/entry-server.tsx, `vite build --ssr` into <clientDir>/ssr); it runs the
 * routes' loaders, whose API calls this plugin answers in-process with `app.inject`, so
 * they pass the same validation and access rules as a browser's. The page is the built
 * index.html with the rendered HTML in #root, the query state it was rendered from in a
 * JSON data block, and the site's title, description, theme colour, icon and first banner
 * in the head.
 *
 * Anything else that looks like a page (staff pages, inner mode with `?sign=`, a kiosk tab
 * with `?kiosk=`, a project that does not exist, a render that fails or takes over
 * RENDER_TIMEOUT_MS, a page asked for while maxConcurrentRenders renders are under way)
 * gets the shell as before, and the browser renders it. Without a built renderer every page
 * is the shell (a build made with `vite build` alone). Anonymous requests for a page
 * rendered in the last few seconds get it again unless the data changed (page-cache.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { RenderedPage, Transport } from '../../client/render-contract';
import { type Clock, systemClock } from '../lib/clock';
import { type CachedPage, createPageCache } from './page-cache';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/domain/constants';

/** The build of the index.html a page was rendered into (see sw/sw.ts). */
const SHELL_REVISION_HEADER = 'x-shell-revision';

/** Header that marks the renderer's own API calls; its value is a per-process secret. */
export const INTERNAL_CALL_HEADER = 'x-portal-render';

interface Renderer {
  renderPage: (url: string, transport: Transport, now?: number) => Promise<RenderedPage | undefined>;
}

export interface ServerRenderOptions {
  clientDir?: string;
  /** The secret the renderer's calls carry (source signing and rate limits let them pass). */
  internalToken: string;
  /** Renders in progress at most; a page asked for beyond them gets the shell (default 8). */
  maxConcurrentRenders?: number;
  /** Now, in epoch ms: what 'new' means on the rendered page follows the server's clock. */
  clock?: Clock;
  /**
   * The shared 'projects' data version (table data_version); with it, anonymous pages are
   * kept a few seconds and dropped when it moves (page-cache.ts).
   */
  dataVersion?: () => Promise<number>;
}

/** A page not rendered in this time is answered with the shell (the service worker waits 2.5 s). */
const RENDER_TIMEOUT_MS = 2_000;

/** The places in the built index.html that a rendered page fills. */
const ROOT_CONTENT = /<div id="root">[\s\S]*?<!--\/boot-->/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The built index.html with the page's head values, HTML and state in place. */
export function composePage(template: string, page: RenderedPage): string {
  const { head } = page;
  const preload = head.preloadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`
    : '';
  return (
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*/, (_, start: string) => start + escapeHtml(head.description))
      .replace(/(<meta name="theme-color" content=")[^"]*/, (_, start: string) => start + escapeHtml(head.themeColor))
      .replace(/<link rel="icon"[^>]*>/, () => (head.icon ? `<link rel="icon" href="${escapeHtml(head.icon)}" />` : ''))
      // The page shows without its scripts: they load after the HTML's own content and its
      // first banner, which a slow phone network would otherwise share with ~150 KB of JS.
      .replace(/<(script type="module"|link rel="modulepreload")/g, (_, tag: string) => `<${tag} fetchpriority="low"`)
      .replace('</head>', () => `${preload}${page.styles}</head>`)
      .replace(
        ROOT_CONTENT,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script><!--/boot-->`,
      )
  );
}

/** Paths whose first view the server renders (inner mode and kiosk tabs excepted). */
function isRenderedPage(request: FastifyRequest): boolean {
  const url = new URL(request.url, 'http://localhost');
  if (url.searchParams.has('sign') || url.searchParams.has('kiosk')) return false;
  return url.pathname === '/' || /^\/projectdviewetail\/\d+\/?$/.test(url.pathname);
}

/** The encoding the browser accepts that the page is sent in: brotli, else gzip, else none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The page compressed: the rendered HTML with its inline styles is ~80 KB, ~12 KB
 * compressed. A fast brotli level: it runs per render.
 */
function compress(html: string, encoding: 'br' | 'gzip' | undefined): CachedPage {
  if (encoding === 'br') {
    return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(html, { level: 6 }), encoding };
  return { body: html };
}

function requestBody(init: RequestInit): { payload?: string; contentType?: string } {
  if (init.body === undefined || init.body === null) return {};
  if (init.body instanceof URLSearchParams) {
    return { payload: init.body.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  if (typeof init.body === 'string') return { payload: init.body };
  throw new Error('The renderer sends forms and JSON only');
}

export const serverRender = fp<ServerRenderOptions>(async function serverRender(app: FastifyInstance, options) {
  const { clientDir, internalToken, maxConcurrentRenders = 8, clock = systemClock } = options;
  if (!clientDir) return;
  const sendShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  const rendererFile = join(clientDir, 'ssr', 'entry-server.js');
  if (!existsSync(rendererFile)) {
    app.log.warn(`No server renderer at ${rendererFile}: every page is client-rendered`);
    app.get('/', (_request, reply) => sendShell(reply));
    return;
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const templateBytes = readFileSync(join(clientDir, 'index.html'));
  const template = templateBytes.toString('utf8');
  // The service worker takes a rendered page only from its own build (sw/sw.ts): this is
  // the revision Workbox gives the shell it precaches, the MD5 of the file.
  const shellRevision = createHash('md5').update(templateBytes).digest('hex');
  if (!ROOT_CONTENT.test(template)) throw new Error(`${clientDir}/index.html has no #root to render into`);

  const transport: Transport = async (url, init) => {
    const headers = new Headers(init.headers);
    const { payload, contentType } = requestBody(init);
    if (contentType) headers.set('content-type', contentType);
    headers.set(INTERNAL_CALL_HEADER, internalToken);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(headers),
      payload,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  let rendering = 0;
  /** The page rendered and compressed, or undefined when the shell is to be sent. */
  const renderFor = async (request: FastifyRequest, encoding: 'br' | 'gzip' | undefined) => {
    // Under a flood of page requests the browsers render: the shell costs no CPU here.
    if (rendering >= maxConcurrentRenders) return undefined;
    rendering += 1;
    const render = renderer.renderPage(request.url, transport, clock()).catch((err: unknown) => {
      request.log.warn({ err }, 'server render failed; sending the shell');
      return undefined;
    });
    // A render that outlives its time still holds its place among the renders in progress.
    void render.finally(() => {
      rendering -= 1;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
    });
    const page = await Promise.race([render, late]);
    clearTimeout(timer);
    return page && compress(composePage(template, page), encoding);
  };

  const pageCache = options.dataVersion && createPageCache(options.dataVersion);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isRenderedPage(request)) return sendShell(reply);
    const started = performance.now();
    const encoding = encodingFor(request);
    // A request with cookies may be a signed-in one: never answered from, nor kept in, the
    // cache (the page is the same today, but a personalised one must never be shared).
    const page =
      pageCache && request.headers.cookie === undefined
        ? await pageCache.fetch(`${encoding ?? 'identity'} ${request.url}`, () => renderFor(request, encoding))
        : await renderFor(request, encoding);
    if (!page) return sendShell(reply);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', 'no-cache')
      .header(SHELL_REVISION_HEADER, shellRevision)
      .header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`)
      .type('text/html; charset=utf-8')
      .send(page.body);
  };
  app.get('/', handler);
  app.get('/projectdviewetail/:projectId', handler);
  // One render as the server starts listening loads the renderer's lazy modules and warms
  // its code, so the first visitor does not wait for that.
  app.addHook('onListen', async () => {
    void renderer.renderPage('/', transport, clock()).catch(() => undefined);
  });
});

/** Whether a request is one of the renderer's own calls (it carries this process's secret). */
export function isInternalCall(request: FastifyRequest, internalToken: string): boolean {
  const value = request.headers[INTERNAL_CALL_HEADER];
  if (typeof value !== 'string' || value.length !== internalToken.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(internalToken));
}
