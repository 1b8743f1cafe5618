/**
 * The project detail page in Chromium: every part a patient sees, the dialogs and the
 * popover, axe-core with each of them open, the layout at 360 px and 1080p, the print
 * handout, and the inner (embedded) mode with a sign printed by the sign CLI.
 */
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Outpatient, Project } from '../../src/shared/api/portal/portal';
import { checkRecruitSign, createRecruitSign } from '../../src/server/modules/portal/inner/recruit-sign';
import { QrCode } from '../../src/client/ui/qr-code';
import { newContext, settleAnimations, useBrowserSuite, waitForApp } from './harness';
import { e2eClock } from './test-clock';

/** The chosen project's contact phone, set by the test. */
const PHONE = '13812345678';
const suite = useBrowserSuite();
let project: Project;
let doctors: Outpatient[];
let shareUrl: string;
let site: { qrCode: string; loginLogo: string; indexLogo: string | null };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${suite.server.url}${path}`, init);
  return (await response.json()) as T;
}

/** A recruiting demo project that has a phone and outpatient doctors. */
async function pickDemoProject(): Promise<void> {
  const form = new URLSearchParams({ offset: '0', limit: '40', recruitStatus: 'zmz' });
  const list = await api<{ rows: { id: number }[] }>('/api/portal/projects', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  for (const { id } of list.rows) {
    const detail = await api<{ data: Project }>(`/api/portal/projects/${id}`);
    const outpatients = await api<{ data: Outpatient[] }>(`/api/portal/projects/${id}/outpatients`, {
      method: 'POST',
    });
    if (detail.data.studyChargerMobile && outpatients.data.length > 0) {
      project = detail.data;
      doctors = outpatients.data;
      return;
    }
  }
  throw new Error('No demo project with a phone and doctors');
}

beforeAll(async () => {
  await pickDemoProject();
  // A phone the test knows, so the masked form below is written out, not computed.
  const file = new Database(join(suite.server.dataDir, 'portal.db'));
  file.prepare('update project set study_charger_mobile = ? where id = ?').run(PHONE, project.id);
  file.close();
  project = (await api<{ data: Project }>(`/api/portal/projects/${project.id}`)).data;
  const config = await api<{ rows: { configkey: string; configvalue: string }[] }>('/api/portal/form-config', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  const prefix = config.rows.find((row) => row.configkey === 'recruitShareUrl')?.configvalue ?? '';
  shareUrl = `${prefix}${project.id}`;
  site = (await api<{ data: { site: typeof site } }>('/api/portal/site-info')).data.site;
});

async function openDetail(context: BrowserContext, search = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/projectdviewetail/${project.id}${search}`);
  await page.getByRole('heading', { level: 1, name: project.name }).waitFor();
  await page.getByTestId('outpatient-row').first().waitFor();
  await waitForApp(page);
  return page;
}

/** MUI fades dialogs in; contrast measured mid-fade would be wrong, so wait for the end. */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations with ${state}`).toEqual([]);
}

describe('the project detail page', () => {
  it('shows the project: name, status, share QR, masked phone and its popover, doctors, booking', async () => {
    const context = await newContext(suite.browser);
    const page = await openDetail(context);
    expect(await page.title()).toBe(`项目详情页 - ${project.name}`);
    await page.getByText('招募中', { exact: true }).waitFor();

    const qr = page.getByRole('img', { name: `项目二维码：${project.name}` });
    expect(await qr.getAttribute('data-qr-value')).toBe(shareUrl);
    // The drawn modules are those of a code for exactly that value (same renderer, same settings).
    const expected = renderToStaticMarkup(
      createElement(QrCode, { value: shareUrl, label: 'x', imageSrc: site.indexLogo ?? site.loginLogo }),
    );
    const drawn = await qr.locator('path').last().getAttribute('d');
    expect(drawn).toBeTruthy();
    expect(expected).toContain(`d="${drawn}"`);

    const phone = project.studyChargerMobile ?? '';
    expect(phone).toBe(PHONE);
    const masked = page.getByRole('button', { name: /^138\*\*\*\*5678/ });
    expect(await masked.innerText()).toBe('138****5678');
    expect(await page.locator('main').innerText()).not.toContain(phone);
    await masked.click();
    const popover = page.getByRole('dialog', { name: '拨打联系电话的二维码' });
    expect(await popover.locator('svg[data-qr-value]').getAttribute('data-qr-value')).toBe(`tel:${phone}`);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });

    const rows = page.getByTestId('outpatient-row');
    expect(await rows.count()).toBe(doctors.length);
    const first = doctors[0] as Outpatient;
    expect(await rows.first().innerText()).toContain(first.doctName);
    await rows
      .first()
      .getByRole('button', { name: `预约挂号：${first.doctName}` })
      .click();
    const booking = page.getByRole('dialog', { name: '预约挂号' });
    expect(await booking.getByRole('img').getAttribute('src')).toBe(site.qrCode);
    expect(await booking.innerText()).toContain(first.doctName);
    await booking.getByRole('button', { name: '关闭' }).click();
    await booking.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('passes axe-core with no dialog, each dialog and the phone popover open', async () => {
    const context = await newContext(suite.browser);
    const page = await openDetail(context);
    await page.getByText('招募中', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'no dialog open');
    for (const [button, dialog] of [
      ['咨询', '咨询'],
      ['报名', '报名'],
      [`预约挂号：${doctors[0]?.doctName}`, '预约挂号'],
    ] as const) {
      await page.getByRole('button', { name: button }).first().click();
      await page.getByRole('dialog', { name: dialog }).getByRole('img').waitFor();
      await expectNoAxeViolations(page, `the '${dialog}' dialog open`);
      await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: '关闭' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: /显示拨号二维码/ }).click();
    await page.getByRole('dialog', { name: '拨打联系电话的二维码' }).waitFor();
    await expectNoAxeViolations(page, 'the phone popover open');
    await context.close();
  });

  it('fits a 360 px phone and a 1080p kiosk without horizontal scrolling', async () => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1920, height: 1080 },
    ]) {
      const context = await newContext(suite.browser, { viewport });
      const page = await openDetail(context);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('prints a one-page handout with the QR code and the criteria, without buttons or app bar', async () => {
    const context = await newContext(suite.browser);
    const page = await openDetail(context);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.portal-bar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '报名' }).isVisible()).toBe(false);
    expect(await page.getByRole('img', { name: `项目二维码：${project.name}` }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '排除标准' }).isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages).toHaveLength(1);
    await context.close();
  });

  it('shows a clear not-found page for an unknown project id', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/projectdviewetail/987654`);
    await page.getByRole('heading', { level: 1, name: '未找到该项目' }).waitFor();
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('answers an address with no page 404 and shows the not-found page, and the probes answer', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const response = await page.goto(`${suite.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    const health = await page.goto(`${suite.server.url}/healthz`);
    expect(health?.status()).toBe(200);
    expect(await health?.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${suite.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
    await context.close();
  });
});

describe('inner (embedded) mode', () => {
  /**
   * `npm run sign -- --project <id> --patient P1`, against the test server's data dir. The
   * CLI signs by the real clock: the sign lives an hour past the test run's clock too.
   */
  const signWithCli = (projectId: number) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: suite.server.dataDir };
    delete env.RECRUIT_SIGN_SECRET;
    const ttl = Math.max(0, Math.ceil((e2eClock() - Date.now()) / 1000)) + 3600;
    const args = ['--import', 'tsx', 'src/server/cli/sign.ts', '--project', String(projectId), '--patient', 'P1'];
    args.push('--ttl', String(ttl));
    return execFileSync(process.execPath, args, { env, encoding: 'utf8' }).trim();
  };
  const signFor = (projectId: number, secret: string) =>
    createRecruitSign({ projectId, patientId: 'P1', exp: Math.floor(e2eClock() / 1000) + 3600 }, secret);

  it('the CLI signs with the secret the server generated in its data dir', () => {
    const secret = readFileSync(join(suite.server.dataDir, 'keys', 'recruit-sign-secret'), 'utf8').trim();
    const sign = signWithCli(project.id);
    expect(checkRecruitSign(sign, secret)).toMatchObject({ ok: true, payload: { projectId: project.id } });
  });

  it('shows the same project, fetched from the inner endpoints with the RECRUIT-SIGN header', async () => {
    const sign = signWithCli(project.id);
    const context = await newContext(suite.browser);
    const signedCalls: string[] = [];
    context.on('request', (request) => {
      if (request.headers()['recruit-sign'] === sign)
        signedCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const page = await openDetail(context, `?sign=${encodeURIComponent(sign)}&patientId=P1`);
    expect(await page.locator('article[data-mode="inner"]').count()).toBe(1);
    expect(await page.getByTestId('outpatient-row').count()).toBe(doctors.length);
    expect(signedCalls).toEqual(
      expect.arrayContaining([`POST /api/portal/inner/projects/${project.id}`, 'POST /api/portal/inner/outpatients']),
    );
    await context.close();
  });

  it('says so when the sign is refused', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(
      `${suite.server.url}/projectdviewetail/${project.id}?sign=${signFor(project.id, 'not-the-secret')}`,
    );
    await page.getByText('访问签名无效或已过期').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: project.name }).count()).toBe(0);
    await context.close();
  });
});
