/**
 * Samples on a phone in Chromium on the real build and server: the demo coordinator prints a
 * waiting sample's label, its QR code becomes a one-frame Y4M video, and a second Chromium at
 * 375 px whose fake camera plays that file opens the first demo box's map, picks a free
 * position, scans the label into it, then packs the box into a shipment and ships it. The
 * camera is fed as in drug-scanning.test.ts (ZXing ponyfill: Debian's Chromium has no
 * BarcodeDetector on Linux).
 */
import { describe, expect, it } from 'vitest';
import { textOrClosed, useFakeCamera } from './fake-camera';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const PROJECT = 1;
const SAMPLE = 'S1-0009';
const camera = useFakeCamera();

/** Opens the waiting sample's label as the coordinator; answers its QR code as a video file. */
async function printLabel(): Promise<string> {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  try {
    await signInAs(page, suite.server, 'coordinator', `/staff/projects/${PROJECT}/samples`);
    const row = page.getByRole('row').filter({ hasText: SAMPLE });
    await row.getByRole('button', { name: '标签' }).click();
    await page.getByTestId('sample-label').waitFor();
    return await camera.filmLabel(page, 'sample-label');
  } finally {
    await context.close();
  }
}

describe('samples on a phone', () => {
  it('scans a sample into a free box position and ships the box', async () => {
    const file = await printLabel();
    const cameraBrowser = await camera.launch(file);
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
      await expect.poll(() => textOrClosed(camera), { timeout: 60_000 }).toBe('closed');
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
