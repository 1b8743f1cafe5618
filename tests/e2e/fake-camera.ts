/**
 * A phone camera for the browser tests: the QR code of a label printed on a page becomes a
 * one-frame Y4M video, and a second Chromium's fake camera plays it in a loop. Debian's
 * Chromium has no BarcodeDetector on Linux, so the pages read it with the ZXing ponyfill.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Locator, type Page, chromium } from 'playwright-core';
import { afterAll } from 'vitest';
import { CHROMIUM_ARGS, removeDir } from './harness';

const WIDTH = 320;
const HEIGHT = 240;

/** The luma of the label's QR code, drawn black on white in the middle of a WIDTH × HEIGHT frame. */
async function labelLuma(page: Page, testId: string): Promise<number[]> {
  return page.evaluate(
    async ({ width, height, testId }) => {
      const svg = document.querySelector(`[data-testid="${testId}"] svg`);
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
    { width: WIDTH, height: HEIGHT, testId },
  );
}

/** A one-frame Y4M video (4:2:0, grey chroma) that Chromium's fake camera plays in a loop. */
function y4m(luma: number[]): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(luma), chroma]);
}

/**
 * A scan dialog's text while it is open (a failing poll shows what it says), 'closed' once it
 * has gone. Never waits for it to come back: a dialog that closes between the count and the
 * read would otherwise hold the poll for the page's whole default timeout.
 */
export async function textOrClosed(dialog: Locator): Promise<string> {
  if ((await dialog.count()) === 0) return 'closed';
  return dialog.textContent({ timeout: 1_000 }).then(
    (text) => text ?? '',
    () => 'closed',
  );
}

/** The suite's fake camera: its video and its Chromium are removed after the file's tests. */
export function useFakeCamera() {
  const videoDir = mkdtempSync(join(tmpdir(), 'label-camera-'));
  let cameraBrowser: Browser | undefined;
  afterAll(async () => {
    await cameraBrowser?.close();
    removeDir(videoDir);
  });
  return {
    /** Films the QR code of the label shown under `data-testid={testId}`; the video's path. */
    async filmLabel(page: Page, testId: string): Promise<string> {
      const file = join(videoDir, 'label.y4m');
      writeFileSync(file, y4m(await labelLuma(page, testId)));
      return file;
    },
    /** A Chromium whose camera plays that video, camera permission granted without asking. */
    async launch(file: string): Promise<Browser> {
      cameraBrowser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${file}`,
        ],
      });
      return cameraBrowser;
    },
  };
}
