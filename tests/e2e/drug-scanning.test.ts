/**
 * Pack labels and camera scanning in Chromium on the real build and server: the demo drug
 * manager prints the labels of the first demo project's available packs, the first label's
 * QR code becomes a one-frame Y4M video, and a second Chromium, whose fake camera plays that
 * file, opens the dispensing dialog, presses 扫码 and sees the kit number filled in and the
 * pack found. Debian's Chromium has no BarcodeDetector on Linux, so this reads the code with
 * the ZXing ponyfill, its WebAssembly served by our own server.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, newContext, removeDir, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const PROJECT = 1;
const WIDTH = 320;
const HEIGHT = 240;
const videoDir = mkdtempSync(join(tmpdir(), 'drug-scan-'));
let cameraBrowser: Browser | undefined;

afterAll(async () => {
  await cameraBrowser?.close();
  removeDir(videoDir);
});

/** The luma of the first label's QR code, drawn black on white in the middle of a WIDTH × HEIGHT frame. */
async function labelLuma(page: Page): Promise<number[]> {
  return page.evaluate(
    async ({ width, height }) => {
      const svg = document.querySelector('[data-testid="pack-label"] svg');
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

/** A one-frame Y4M video (4:2:0, grey chroma) that Chromium's fake camera plays in a loop. */
function y4m(luma: number[]): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(luma), chroma]);
}

/** Prints the available packs' labels as the drug manager; answers the first label's kit number and its QR as a video file. */
async function printFirstLabel(): Promise<{ kit: string; file: string }> {
  const labels = await newContext(suite.browser);
  const printed = await labels.newPage();
  try {
    await signInAs(
      printed,
      suite.server,
      'drugmanager',
      `/staff/projects/${PROJECT}/drug-inventory/labels?state=available`,
    );
    const first = printed.getByTestId('pack-label').first();
    await first.waitFor();
    const kit = ((await first.getByTestId('label-kit').textContent()) ?? '').trim();
    // A label never shows an arm (the demo's blinded drug IP has one).
    expect(await printed.getByTestId('pack-label').allTextContents()).not.toContainEqual(
      expect.stringMatching(/试验组|对照组/),
    );
    const file = join(videoDir, 'label.y4m');
    writeFileSync(file, y4m(await labelLuma(printed)));
    return { kit, file };
  } finally {
    await labels.close();
  }
}

describe('drug pack labels and scanning', () => {
  it('prints a QR label that the dispensing dialog scans from the camera and finds the pack', async () => {
    const { kit, file } = await printFirstLabel();
    expect(kit).toMatch(/^K1-\d{4}$/);
    cameraBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });

    const context = await newContext(cameraBrowser, { permissions: ['camera'] });
    // Keeps each camera stream the page opens, to see its tracks stopped afterwards.
    await context.addInitScript(() => {
      const streams: MediaStream[] = [];
      Object.assign(window, { cameraStreams: streams });
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const page = await context.newPage();
    try {
      await signInAs(page, suite.server, 'drugmanager', `/staff/projects/${PROJECT}/drug-dispensing`);
      await page.getByRole('button', { name: '发药', exact: true }).click();
      const give = page.getByRole('dialog', { name: '给受试者发药' });
      await give.getByRole('button', { name: '扫码录入药物编号' }).click();
      const camera = page.getByRole('dialog', { name: '扫描药品标签' });
      await camera.waitFor();
      await expect
        .poll(async () => ((await camera.count()) === 0 ? 'closed' : await camera.textContent()), { timeout: 60_000 })
        .toBe('closed');
      await expect.poll(() => give.getByLabel(/^药品编号/).inputValue()).toBe(kit);
      const found = give.getByTestId('scanned-pack');
      await expect.poll(() => found.textContent()).toContain(`找到药品：${kit}`);
      // The dialog closed with the scan and stopped the camera.
      const tracks = await page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
          .flatMap((stream) => stream.getTracks())
          .map((track) => `${track.kind}:${track.readyState}`),
      );
      expect(tracks).toEqual(['video:ended']);
    } finally {
      await context.close();
    }
  });
});
