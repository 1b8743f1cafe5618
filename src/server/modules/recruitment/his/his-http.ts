/**
 * The HIS adapters' calls over HTTP: every request has the connection's timeout, and every
 * failure becomes a HisError whose message says what went wrong in both languages
 * ('中文 (English)', the form api-error.ts bilingualOf splits) and names the URL, never a
 * credential (credentials travel in the Authorization header only).
 */

export class HisError extends Error {
  constructor(zh: string, en: string) {
    super(`${zh} (${en})`);
    this.name = 'HisError';
  }
}

/** Where a request went, for messages: the path and query, never userinfo. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search}`.slice(0, 200);
  } catch {
    return url.slice(0, 200);
  }
}

/** An http(s) URL without user name or password in it; else why not. */
export function urlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'not http or https';
  if (parsed.username || parsed.password) return 'credentials belong in the user name and password fields';
  return null;
}

export function basicAuth(userName: string | null, password: string | null): Record<string, string> {
  if (!userName) return {};
  return { authorization: `Basic ${Buffer.from(`${userName}:${password ?? ''}`).toString('base64')}` };
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * GET `url` as text within `timeoutMs`; a status other than 2xx, a timeout or a refused
 * connection is a HisError. A connection the server closed while idle (a reset kept-alive
 * socket) is tried once more: a GET may be repeated.
 */
export async function getText(url: string, headers: Record<string, string>, timeoutMs: number): Promise<string> {
  const seconds = Math.round(timeoutMs / 100) / 10;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      const body = await response.text();
      if (!response.ok)
        throw new HisError(
          `HIS 返回 HTTP ${response.status}：${shownUrl(url)}`,
          `the HIS answered HTTP ${response.status}: ${shownUrl(url)}`,
        );
      return body;
    } catch (error) {
      if (error instanceof HisError) throw error;
      if (isTimeout(error))
        throw new HisError(
          `HIS 在 ${seconds} 秒内无响应：${shownUrl(url)}`,
          `the HIS did not answer within ${seconds} s: ${shownUrl(url)}`,
        );
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      if (attempt === 1 && (cause as { code?: string } | undefined)?.code === 'ECONNRESET') continue;
      const reason = cause?.message ?? (error instanceof Error ? error.message : '');
      throw new HisError(
        `无法连接 HIS：${shownUrl(url)}（${reason}）`,
        `cannot reach the HIS: ${shownUrl(url)} - ${reason}`,
      );
    }
  }
}
