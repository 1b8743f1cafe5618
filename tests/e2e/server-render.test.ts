/**
 * The server-rendered first view in Chromium: with JavaScript off, the home page (also a
 * shared search link) and a project's detail page show their content; with JavaScript on,
 * React takes over that HTML without a hydration warning and without asking the server
 * again for the data the page carried.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/api/portal/portal';
import { newContext, useBrowserSuite, waitForApp } from './harness';

let context: BrowserContext | undefined;

const suite = useBrowserSuite();
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** The public list, as the API answers it. */
async function list(fields: Record<string, string> = {}): Promise<{ id: number; name: string }[]> {
  const form = new URLSearchParams({ offset: '0', limit: '10', recruitStatus: 'zmz', ...fields });
  const response = await fetch(`${suite.server.url}/api/portal/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return ((await response.json()) as { rows: { id: number; name: string }[] }).rows;
}

const listNames = async (fields: Record<string, string> = {}) => (await list(fields)).map((row) => row.name);

async function firstProject(): Promise<Project> {
  const [first] = await list({ limit: '1' });
  const detail = (await (await fetch(`${suite.server.url}/api/portal/projects/${first?.id}`)).json()) as {
    data: Project;
  };
  return detail.data;
}

async function withoutScript(path: string): Promise<Page> {
  context = await newContext(suite.browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}${path}`);
  return page;
}

const cardNames = (page: Page) => page.getByTestId('project-card').getByRole('heading').allTextContents();

describe('with JavaScript disabled', () => {
  it('the home page shows the first page of cards with their names', async () => {
    const page = await withoutScript('/');
    const expected = await listNames();
    expect(expected).toHaveLength(10);
    expect(await cardNames(page)).toEqual(expected);
    expect(await page.title()).toBe('首页');
    expect(await page.getByRole('img', { name: '参与临床试验 共创医学未来' }).first().isVisible()).toBe(true);
  });

  it('a shared search link paints its results', async () => {
    const expected = await listNames({ keyword: '胃癌' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(10);
    const page = await withoutScript(`/?keyword=${encodeURIComponent('胃癌')}`);
    expect(await cardNames(page)).toEqual(expected);
    expect(await page.getByRole('searchbox').inputValue()).toBe('胃癌');
  });

  it("a project's detail page shows its name and criteria", async () => {
    const project = await firstProject();
    const page = await withoutScript(`/projectdviewetail/${project.id}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(project.name);
    expect(await page.title()).toBe(`项目详情页 - ${project.name}`);
    await page.getByText('入选标准').first().waitFor();
    const firstLine = (project.inclusionCriteria ?? '').split('\n')[0]?.trim() ?? '';
    expect(firstLine.length).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).toContain(firstLine);
  });

  it('an unknown project and inner mode get the client-rendered shell', async () => {
    for (const path of ['/projectdviewetail/999999', '/projectdviewetail/1?sign=abc']) {
      const response = await fetch(`${suite.server.url}${path}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('class="boot-bar"');
      expect(html).not.toContain('id="portal-state"');
    }
  });
});

/** Console errors and warnings, and page errors, while the page loads and hydrates. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** React has taken over the server's HTML and the page has made every call it makes. */
async function hydrated(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

describe('with JavaScript', () => {
  it('the home page hydrates without a warning and without fetching its data again', async () => {
    context = await newContext(suite.browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const requests = apiRequests(page);
    await page.goto(`${suite.server.url}/`);
    await hydrated(page);

    // React now runs the page: the advanced search opens.
    await page.getByRole('button', { name: '高级搜索', exact: true }).click();
    await page.getByRole('region', { name: '高级搜索条件' }).waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(10);

    expect(problems).toEqual([]);
    expect(requests).not.toContain('POST /api/portal/projects');
    expect(requests).not.toContain('GET /api/portal/site-info');
    expect(requests.filter((r) => r.includes('/api/dict'))).toEqual([]);
  });

  it('the detail page hydrates without a warning and without fetching the project again', async () => {
    const project = await firstProject();
    context = await newContext(suite.browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const requests = apiRequests(page);
    await page.goto(`${suite.server.url}/projectdviewetail/${project.id}`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(project.name);

    expect(problems).toEqual([]);
    expect(requests).not.toContain(`GET /api/portal/projects/${project.id}`);
    expect(requests).not.toContain(`GET /api/portal/projects/${project.id}/outpatients`);
    expect(requests).not.toContain('GET /api/portal/site-info');
  });
});
