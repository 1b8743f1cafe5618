/**
 * Where SMS sign-in codes go: an interface, so a hospital plugs in its own gateway.
 * `smsSenderFromEnv` picks the HTTP gateway when SMS_GATEWAY_URL is set; otherwise the
 * demo sender keeps codes in an outbox file, which is for the demo only.
 */
import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../../../shared/domain/portal';

export interface SmsSender {
  /** Sends `text` to `mobile`; rejects when the message could not be handed over. */
  send(mobile: string, text: string): Promise<void>;
}

export const SMS_GATEWAY_TIMEOUT_MS = 5_000;

/** How a code appears in the log: never its digits, which would sign anyone in who reads the log. */
export const MASKED_SMS_CODE = '******';

/**
 * DEMO ONLY: instead of sending the code, appends `<time> <masked number> <code>` to the
 * outbox file (created readable by its owner only; kept until the operator deletes it),
 * so the demo hospital can sign in by SMS without a gateway, and logs the send with the
 * number and the code masked. Without an outbox the code goes nowhere. Anyone who can
 * read the outbox can sign in as any user with a mobile number: never use it in production.
 */
export function createLogSmsSender(log: Pick<FastifyBaseLogger, 'info'>, outboxFile?: string): SmsSender {
  return {
    async send(mobile, text) {
      const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? text;
      if (outboxFile) {
        await appendFile(outboxFile, `${new Date().toISOString()} ${maskPhone(mobile)} ${code}\n`, { mode: 0o600 });
      }
      const where = outboxFile ? ` (demo: the code is in ${outboxFile})` : ' (demo: not sent)';
      log.info(`SMS code for ${maskPhone(mobile)}: ${MASKED_SMS_CODE}${where}`);
    },
  };
}

/**
 * Posts `{ mobile, text }` as JSON to the hospital's gateway with a bearer token; fails on
 * a non-2xx answer or after 5 seconds. The error never carries the message text.
 */
export function createHttpSmsSender({ url, token }: { url: string; token: string }): SmsSender {
  return {
    async send(mobile, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ mobile, text }),
        signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/**
 * The HTTP gateway when SMS_GATEWAY_URL is set (SMS_GATEWAY_TOKEN is then required);
 * otherwise the demo sender when a log is given, else undefined (the app's default, which
 * is the demo sender on the app's own log and outbox).
 */
export function smsSenderFromEnv(
  env: NodeJS.ProcessEnv,
  log?: Pick<FastifyBaseLogger, 'info'>,
  outboxFile?: string,
): SmsSender | undefined {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new Error(`SMS_GATEWAY_URL must be an http(s) URL, got '${url}'`);
    const token = env.SMS_GATEWAY_TOKEN?.trim();
    if (!token) throw new Error('SMS_GATEWAY_TOKEN is required when SMS_GATEWAY_URL is set');
    return createHttpSmsSender({ url, token });
  }
  return log ? createLogSmsSender(log, outboxFile) : undefined;
}
