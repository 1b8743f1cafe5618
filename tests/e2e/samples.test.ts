/**
 * Samples on a phone in Chromium on the real build and server: the demo coordinator prints a
 * waiting sample's label, its QR code becomes a one-frame Y4M video, and a second Chromium at
 * 375 px whose fake camera plays that file opens the first demo box's map, picks a free
 * position, scans the label into it, then packs the box into a shipment and ships it. The
 * camera is fed as in drug-scanning.test.ts (ZXing ponyfill: Debian's Chromium has no
 * BarcodeDetector on Linux).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, newContext, removeDir, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const PROJECT = 1;
const SAMPLE = 'S1-0009';
const WIDTH = 320;
const HEIGHT = 240;
const videoDir = mkdtempSync(join(tmpdir(), 'sample-scan-'));
let cameraBrowser: Browser | undefined;

afterAll(async () => {
  await cameraBrowser?.close();
  removeDir(videoDir);
});

/** The luma of the open label's QR code, black on white in the middle of a WIDTH × HEIGHT frame. */
async function labelLuma(page: Page): Promise<number[]> {
  return page.evaluate(
    async ({ width, height }) => {
      const svg = document.querySelector('[data-testid="sample-label"] svg');
      if (!svg) throw new Error('No QR code on the label');
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const draw = canvas.getContext('2d');
      if (!draw) throw new Error('No 2D canvas');
      draw.fillStyle = '#fff';
      draw.fillRect(0, 0, width, height);
      draw.imageSmoothingEnabled = false;
      const side = 200;
      draw.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
      const { data } = draw.getImageData(0, 0, width, height);
      const luma: number[] = [];
      for (let i = 0; i < data.length; i += 4) luma.push(data[i + 1] ?? 255);
      return luma;
    },
    { width: WIDTH, height: HEIGHT },
  );
}

function y4m(luma: number[]): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(luma), chroma]);
}

/** Opens the waiting sample's label as the coordinator; answers its QR code as a video file. */
async function printLabel(): Promise<string> {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  try {
    await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/samples`);
    const row = page.getByRole('row').filter({ hasText: SAMPLE });
    await row.getByRole('button', { name: '标签' }).click();
    await page.getByTestId('sample-label').waitFor();
    const file = join(videoDir, 'label.y4m');
    writeFileSync(file, y4m(await labelLuma(page)));
    return file;
  } finally {
    await context.close();
  }
}

describe('samples on a phone', () => {
  it('scans a sample into a free box position and ships the box', async () => {
    const file = await printLabel();
    cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });
    const context = await newContext(cameraBrowser, { permissions: ['camera'], viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/samples`);
      await page.getByRole('tab', { name: '样本盒' }).click();
      await page.getByRole('row').filter({ hasText: 'BOX-2026-01' }).getByRole('button', { name: '盒图' }).click();
      const grid = page.getByRole('grid', { name: '样本盒 BOX-2026-01 盒图' });
      await grid.getByRole('gridcell', { name: 'A5 空位' }).click();
      const store = page.getByRole('dialog', { name: '放入 A5' });
      await store.getByRole('button', { name: '扫码' }).click();
      const camera = page.getByRole('dialog', { name: '扫描样本标签' });
      await camera.waitFor();
      await expect
        .poll(async () => ((await camera.count()) === 0 ? 'closed' : await camera.textContent()), { timeout: 60_000 })
        .toBe('closed');
      await expect.poll(() => store.getByRole('textbox', { name: '样本编号' }).inputValue()).toBe(SAMPLE);
      await expect.poll(() => store.getByRole('status').textContent()).toContain(`样本 ${SAMPLE}`);
      await store.getByRole('button', { name: '放入此位置' }).click();
      await grid.getByRole('gridcell', { name: `A5 样本 ${SAMPLE}（已入库）` }).waitFor();
      // Nothing of the page is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByRole('tab', { name: '寄送' }).click();
      await page.getByRole('button', { name: '新建寄送批次' }).click();
      const packing = page.getByRole('dialog', { name: '新建寄送批次' });
      await packing.getByRole('textbox', { name: '寄送单号' }).fill('SHP-E2E-01');
      await packing.getByRole('textbox', { name: '目的地（中心实验室）' }).fill('中心实验室（上海）');
      await packing.getByRole('checkbox', { name: /BOX-2026-01/ }).check();
      await packing.getByRole('button', { name: '保存' }).click();
      const row = page.getByRole('row').filter({ hasText: 'SHP-E2E-01' });
      await expect.poll(() => row.textContent()).toContain('待寄送');
      expect(await row.textContent()).toContain('5');
      await row.getByRole('button', { name: '寄出' }).click();
      await expect.poll(() => row.textContent()).toContain('运输中');
    } finally {
      await context.close();
    }
  });
});
