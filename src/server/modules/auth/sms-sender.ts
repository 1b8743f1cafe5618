/**
 * Where SMS sign-in codes go: an interface, so a hospital plugs in its own gateway.
 * `smsSenderFromEnv` picks the HTTP gateway when SMS_GATEWAY_URL is set; otherwise the
 * server writes codes to its log, which is for the demo only.
 */
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../../shared/domain/rules';

export interface SmsSender {
  /** Sends `text` to `mobile`; rejects when the message could not be handed over. */
  send(mobile: string, text: string): Promise<void>;
}

export const SMS_GATEWAY_TIMEOUT_MS = 5_000;

/**
 * DEMO ONLY: writes the code to the server log (`SMS code for 138****1234: 123456`) instead
 * of sending it, so the demo hospital can sign in by SMS without a gateway. Anyone who can
 * read the log can then sign in as any user with a mobile number: never use it in production.
 */
export function createLogSmsSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(mobile, text) {
      const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? text;
      log.info(`SMS code for ${maskPhone(mobile)}: ${code}`);
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
 * otherwise the log sender when a log is given, else undefined (the app's default, which
 * is the log sender on the app's own log).
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv, log?: Pick<FastifyBaseLogger, 'info'>): SmsSender | undefined {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new Error(`SMS_GATEWAY_URL must be an http(s) URL, got '${url}'`);
    const token = env.SMS_GATEWAY_TOKEN?.trim();
    if (!token) throw new Error('SMS_GATEWAY_TOKEN is required when SMS_GATEWAY_URL is set');
    return createHttpSmsSender({ url, token });
  }
  return log ? createLogSmsSender(log) : undefined;
}
