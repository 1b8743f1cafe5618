/**
 * Image captchas, asked for after 3 failed sign-ins of an account and, when the site wants
 * it, before sending an SMS code.
 *
 * Stores, in table `captcha`, the SHA-256 of each challenge's lower-cased answer under a
 * random uuid, for 5 minutes. A challenge is checked once: it is deleted when checked,
 * whether the answer was right or wrong. Expired rows are removed when new ones are made.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { guardRepository } from './guard-repository';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Makes image challenges; tests pass one whose answers they know. */
export interface CaptchaMaker {
  /** A new challenge: the answer to check and an image (data URL) that shows it. */
  make(): { answer: string; image: string };
}

interface SvgOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
}

// svg-captcha's main export draws a given text; its typings only describe the helpers that
// pick the text with Math.random, and the text is picked here with crypto.randomInt instead.
const drawSvg = createRequire(import.meta.url)('svg-captcha') as (text: string, options?: SvgOptions) => string;

/** No 0/O, 1/I/L or 2/Z: answers are compared case-insensitively. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXY3456789';
const CAPTCHA_LENGTH = 4;

export function svgCaptchaMaker(): CaptchaMaker {
  return {
    make() {
      const answer = Array.from(
        { length: CAPTCHA_LENGTH },
        () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
      ).join('');
      const svg = drawSvg(answer, {
        width: 120,
        height: 40,
        fontSize: 44,
        noise: 3,
        color: true,
        background: '#f4f6f8',
      });
      return { answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },
  };
}

const answerHash = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest();

export function createCaptchaStore(db: Db, clock: Clock, maker: CaptchaMaker) {
  return {
    /** A new challenge: its uuid and image; the answer stays on the server, hashed. */
    async issue(): Promise<{ uuid: string; image: string }> {
      const now = clock();
      const { answer, image } = maker.make();
      const uuid = randomUUID();
      await guardRepository.deleteExpiredCaptchas(db, now);
      await guardRepository.insertCaptcha(db, uuid, answerHash(answer).toString('hex'), now + CAPTCHA_TTL_MS);
      return { uuid, image };
    },

    /** True when `code` answers the live challenge `uuid`; the challenge is used up either way. */
    async check(uuid: string, code: string): Promise<boolean> {
      const stored = await guardRepository.takeCaptcha(db, uuid);
      if (!stored || stored.expiresAt <= clock()) return false;
      return timingSafeEqual(Buffer.from(stored.answerHash, 'hex'), answerHash(code));
    },
  };
}

export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
