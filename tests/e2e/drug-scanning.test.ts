/**
 * Pack labels and camera scanning in Chromium on the real build and server: the demo drug
 * manager prints the labels of the first demo project's available packs, the first label's
 * QR code becomes a one-frame Y4M video, and a second Chromium, whose fake camera plays that
 * file, opens the dispensing dialog, presses 扫码 and sees the kit number filled in and the
 * pack found. Debian's Chromium has no BarcodeDetector on Linux, so this reads the code with
 * the ZXing ponyfill, its WebAssembly served by our own server.
 */
import { describe, expect, it } from 'vitest';
import { textOrClosed, useFakeCamera } from './fake-camera';
import { newContext, signInAs, useBrowserSuite } from './harness';

const suite = useBrowserSuite();
const PROJECT = 1;
const camera = useFakeCamera();

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
    const file = await camera.filmLabel(printed, 'pack-label');
    return { kit, file };
  } finally {
    await labels.close();
  }
}

describe('drug pack labels and scanning', () => {
  it('prints a QR label that the dispensing dialog scans from the camera and finds the pack', async () => {
    const { kit, file } = await printFirstLabel();
    expect(kit).toMatch(/^K1-\d{4}$/);
    const cameraBrowser = await camera.launch(file);

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
      await expect.poll(() => textOrClosed(camera), { timeout: 60_000 }).toBe('closed');
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
