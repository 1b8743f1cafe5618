import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp } from '../../../test-support';
import { CAPTCHA_TTL_MS, createCaptchaStore, svgCaptchaMaker } from './captcha';

describe('svg captcha maker', () => {
  it('draws 4 unambiguous characters as an SVG data URL', () => {
    const maker = svgCaptchaMaker();
    const answers = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { answer, image } = maker.make();
      expect(answer).toMatch(/^[A-HJKMNP-Y3-9]{4}$/);
      expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // The answer is drawn as paths, never written as text into the image. (Path data is
      // digits and command letters, so it may spell an answer by chance: look outside it.)
      expect(svg).not.toContain('<text');
      expect(svg.replace(/ d="[^"]*"/g, '')).not.toContain(answer);
      answers.add(answer);
    }
    expect(answers.size).toBeGreaterThan(40);
  });
});

describe('captcha store', () => {
  const clock = manualClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let store: ReturnType<typeof createCaptchaStore>;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    // p, q and x are not hex digits, so the answer cannot turn up by chance in a stored uuid or hash.
    store = createCaptchaStore(t.db, clock, { make: () => ({ answer: 'Pq7X', image: 'data:,' }) });
  });
  afterAll(() => t.close());

  it('keeps only a hash of the answer and accepts it case-insensitively, once', async () => {
    const { uuid } = await store.issue();
    const rows = await t.db.selectFrom('captcha').selectAll().execute();
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('pq7x');
    expect(await store.check(uuid, ' pQ7x ')).toBe(true);
    expect(await store.check(uuid, 'Pq7X')).toBe(false);
  });

  it('uses a challenge up on a wrong answer too, and refuses it after 5 minutes', async () => {
    const wrong = await store.issue();
    expect(await store.check(wrong.uuid, 'nope')).toBe(false);
    expect(await store.check(wrong.uuid, 'Pq7X')).toBe(false);
    const old = await store.issue();
    clock.advance(CAPTCHA_TTL_MS);
    expect(await store.check(old.uuid, 'Pq7X')).toBe(false);
  });

  it('serves a captcha at GET /igcpproapi/auth/captcha', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/igcpproapi/auth/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      uuid: expect.any(String),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });
});
