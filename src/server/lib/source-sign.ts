/**
 * Checks the sourceSign request header (SPEC §7): RSA-OAEP (SHA-256) encryption, with the
 * site's public key, of a millisecond timestamp followed by 11 random digits.
 *
 * Keeps in memory, per process: the (timestamp, digits) pairs accepted in the last
 * SOURCE_SIGN_REPLAY_WINDOW_MS (so a captured header cannot be replayed) and, per client
 * address, the invalid signs of the current minute (so garbage cannot buy unlimited RSA
 * work). Both are bounded and forgotten on restart; a restart also forgets replays, which
 * the ±300 s skew window then limits to headers less than five minutes old.
 */
import { type KeyObject, constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { SOURCE_SIGN_MAX_SKEW_MS, SOURCE_SIGN_REPLAY_WINDOW_MS } from '../../shared/domain/constants';
import { SOURCE_SIGN_PLAINTEXT } from '../../shared/domain/source-sign';

export type SignVerdict = { ok: true } | { ok: false; status: 403 | 429; msg: string };

export interface SourceSignOptions {
  privateKeyPem: string;
  now?: () => number;
  /** Invalid signs one client may send per minute before it is refused without RSA work. */
  failuresPerMinute?: number;
  /** Upper bound of remembered pairs; beyond it signing fails closed rather than forgetting. */
  maxRemembered?: number;
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
const MINUTE_MS = 60_000;

const refuse = (msg: string): SignVerdict => ({ ok: false, status: 403, msg });

function base64LengthOf(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** A (timestamp, digits) pair, once accepted, is refused until it has aged out of the window. */
class ReplayMemory {
  // Insertion order is expiry order (expiry = accept time + a constant), so pruning walks the front.
  private readonly expiries = new Map<string, number>();

  constructor(private readonly max: number) {}

  has(key: string, now: number): boolean {
    this.prune(now);
    return this.expiries.has(key);
  }

  /** False when full: the caller must refuse rather than accept an unrecorded sign. */
  remember(key: string, expiresAt: number): boolean {
    if (this.expiries.size >= this.max) return false;
    this.expiries.set(key, expiresAt);
    return true;
  }

  private prune(now: number): void {
    for (const [key, expiresAt] of this.expiries) {
      if (expiresAt > now) break;
      this.expiries.delete(key);
    }
  }
}

/** Counts invalid signs per client in fixed one-minute windows. */
class FailureBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: number) {}

  exhausted(client: string, now: number): boolean {
    const window = this.windows.get(client);
    return window !== undefined && now - window.start < MINUTE_MS && window.count >= this.limit;
  }

  record(client: string, now: number): void {
    const window = this.windows.get(client);
    if (window && now - window.start < MINUTE_MS) {
      window.count += 1;
      return;
    }
    if (this.windows.size > 10_000) this.sweep(now);
    this.windows.set(client, { start: now, count: 1 });
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.start >= MINUTE_MS) this.windows.delete(client);
    }
  }
}

export function createSourceSignVerifier(options: SourceSignOptions) {
  const key: KeyObject = createPrivateKey(options.privateKeyPem);
  const modulusBytes = (key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  const expectedLength = base64LengthOf(modulusBytes);
  const now = options.now ?? Date.now;
  const replays = new ReplayMemory(options.maxRemembered ?? 200_000);
  const failures = new FailureBudget(options.failuresPerMinute ?? 30);

  function decrypt(header: string): string | undefined {
    try {
      return privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(header, 'base64'),
      ).toString('latin1');
    } catch {
      return undefined;
    }
  }

  /** Cheap checks: presence and shape, so malformed input never reaches RSA. */
  function checkFormat(header: string | undefined): SignVerdict {
    if (!header) return refuse('Request signature (sourceSign) is missing');
    if (header.length !== expectedLength || !base64Pattern.test(header)) {
      return refuse('Request signature (sourceSign) is malformed');
    }
    return { ok: true };
  }

  function checkContent(header: string, at: number): SignVerdict {
    const plaintext = decrypt(header);
    if (plaintext === undefined) return refuse('Request signature (sourceSign) cannot be decrypted');
    const match = SOURCE_SIGN_PLAINTEXT.exec(plaintext);
    if (!match) return refuse('Request signature (sourceSign) does not hold a timestamp and 11 digits');
    const skew = Number(match[1]) - at;
    if (skew < -SOURCE_SIGN_MAX_SKEW_MS) return refuse('Request signature (sourceSign) has expired');
    if (skew > SOURCE_SIGN_MAX_SKEW_MS) return refuse('Request signature (sourceSign) is dated in the future');
    if (replays.has(plaintext, at)) return refuse('Request signature (sourceSign) has already been used');
    if (!replays.remember(plaintext, at + SOURCE_SIGN_REPLAY_WINDOW_MS)) {
      return { ok: false, status: 429, msg: 'Too many signed requests, please retry later' };
    }
    return { ok: true };
  }

  return {
    /** `client` identifies the caller for the failure budget (its address). */
    verify(header: string | undefined, client: string): SignVerdict {
      const format = checkFormat(header);
      if (!format.ok || header === undefined) return format;
      const at = now();
      // A client that keeps sending well-formed garbage is refused before any RSA work.
      if (failures.exhausted(client, at)) {
        return { ok: false, status: 429, msg: 'Too many invalid request signatures, please retry later' };
      }
      const verdict = checkContent(header, at);
      if (!verdict.ok && verdict.status === 403) failures.record(client, at);
      return verdict;
    },
  };
}

export type SourceSignVerifier = ReturnType<typeof createSourceSignVerifier>;
