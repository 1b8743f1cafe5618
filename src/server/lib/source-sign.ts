/**
 * Checks the sourceSign request header (SPEC §7): RSA-OAEP (SHA-256) encryption, with the
 * site's public key, of a millisecond timestamp followed by 11 random digits.
 *
 * The (timestamp, digits) pairs accepted in the last SOURCE_SIGN_REPLAY_WINDOW_MS are kept
 * by a `SeenSigns` ledger shared by every server instance (table `seen_source_sign`, see
 * modules/access/security/seen-signs.ts), so a captured header cannot be replayed, not even
 * against another instance.
 *
 * Keeps in memory, per process: per client address, the invalid signs of the current
 * minute, so well-formed garbage cannot buy unlimited RSA work. This one stays per process
 * on purpose: what it protects is this process's CPU, an invalid sign never reaches the
 * database, and sharing it would put a database read before every signed request and a
 * write behind every forged one, turning a CPU flood into a database flood. With N
 * instances an attacker gets N budgets, and N processors to spend them on.
 */
import { type KeyObject, constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { SOURCE_SIGN_MAX_SKEW_MS, SOURCE_SIGN_REPLAY_WINDOW_MS } from '../../shared/domain/constants';
import { SOURCE_SIGN_PLAINTEXT } from '../../shared/domain/portal/source-sign';
import type { LocalizedText } from '../../shared/domain/labels';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerEndpoint from the endpoint declaration; the source-sign plugin skips such routes. */
    sourceSignExempt?: boolean;
  }
}

/**
 * The source-sign plugin's name (plugins/source-sign.ts): routes registered where it applies
 * can ask `hasPlugin` (the OpenAPI document does).
 */
export const SOURCE_SIGN_PLUGIN = 'source-sign';

export type SignVerdict = { ok: true } | { ok: false; status: 403 | 429; msg: LocalizedText };

/** Where accepted (timestamp, digits) pairs are remembered. */
export interface SeenSigns {
  /** Records the pair until `expiresAt`; false when it was already recorded (a replay). */
  remember(pair: string, expiresAt: number): Promise<boolean>;
}

export interface SourceSignOptions {
  privateKeyPem: string;
  seen: SeenSigns;
  now?: () => number;
  /** Invalid signs one client may send per minute before it is refused without RSA work. */
  failuresPerMinute?: number;
  /** The RSA decryption (node:crypto's privateDecrypt); tests pass a counting wrapper. */
  rsaDecrypt?: typeof privateDecrypt;
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
const MINUTE_MS = 60_000;

const refuse = (zh: string, en: string): SignVerdict => ({ ok: false, status: 403, msg: { 'zh-CN': zh, en } });

function base64LengthOf(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
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
  const failures = new FailureBudget(options.failuresPerMinute ?? 30);
  const rsaDecrypt = options.rsaDecrypt ?? privateDecrypt;

  function decrypt(header: string): string | undefined {
    try {
      return rsaDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(header, 'base64'),
      ).toString('latin1');
    } catch {
      return undefined;
    }
  }

  /** Cheap checks: presence and shape, so malformed input never reaches RSA. */
  function checkFormat(header: string | undefined): SignVerdict {
    if (!header) return refuse('缺少请求签名（sourceSign）', 'Request signature (sourceSign) is missing');
    if (header.length !== expectedLength || !base64Pattern.test(header)) {
      return refuse('请求签名（sourceSign）格式不正确', 'Request signature (sourceSign) is malformed');
    }
    return { ok: true };
  }

  async function checkContent(header: string, at: number): Promise<SignVerdict> {
    const plaintext = decrypt(header);
    if (plaintext === undefined)
      return refuse('请求签名（sourceSign）无法解密', 'Request signature (sourceSign) cannot be decrypted');
    const match = SOURCE_SIGN_PLAINTEXT.exec(plaintext);
    if (!match)
      return refuse(
        '请求签名（sourceSign）应包含时间戳和 11 位数字',
        'Request signature (sourceSign) does not hold a timestamp and 11 digits',
      );
    const skew = Number(match[1]) - at;
    if (skew < -SOURCE_SIGN_MAX_SKEW_MS)
      return refuse('请求签名（sourceSign）已过期', 'Request signature (sourceSign) has expired');
    if (skew > SOURCE_SIGN_MAX_SKEW_MS)
      return refuse(
        '请求签名（sourceSign）的时间晚于服务器时间',
        'Request signature (sourceSign) is dated in the future',
      );
    // The window is twice the skew, so a pair is remembered for as long as its timestamp passes.
    if (!(await options.seen.remember(plaintext, at + SOURCE_SIGN_REPLAY_WINDOW_MS))) {
      return refuse('请求签名（sourceSign）已被使用', 'Request signature (sourceSign) has already been used');
    }
    return { ok: true };
  }

  return {
    /** `client` identifies the caller for the failure budget (its address). */
    async verify(header: string | undefined, client: string): Promise<SignVerdict> {
      const format = checkFormat(header);
      if (!format.ok || header === undefined) return format;
      const at = now();
      // A client that keeps sending well-formed garbage is refused before any RSA work.
      if (failures.exhausted(client, at)) {
        return {
          ok: false,
          status: 429,
          msg: {
            'zh-CN': '无效的请求签名过多，请稍后重试',
            en: 'Too many invalid request signatures, please retry later',
          },
        };
      }
      const verdict = await checkContent(header, at);
      if (!verdict.ok && verdict.status === 403) failures.record(client, at);
      return verdict;
    },
  };
}

export type SourceSignVerifier = ReturnType<typeof createSourceSignVerifier>;
