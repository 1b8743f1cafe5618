/**
 * Request signing (SPEC §7): while the site flag sourceCheck is on, every /api route not
 * declared `sourceSign: 'exempt'` needs a valid sourceSign header; anything else answers
 * HTTP 403 with code '403' (or 429 when a client floods invalid signs). The flag is read
 * from the site settings and cached for a few seconds per process, so a switch takes effect
 * on every instance within that time without a database read per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCode } from '../../shared/api/contract/envelope';
import { SOURCE_SIGN_HEADER } from '../../shared/domain/constants';
import { ApiError } from '../lib/api-error';
import { type Clock, systemClock } from '../lib/clock';
import { SOURCE_SIGN_PLUGIN, type SourceSignVerifier } from '../lib/source-sign';

export interface SourceSignPluginOptions {
  verifier: SourceSignVerifier;
  /** Whether the site currently requires signed requests. */
  isEnabled: () => Promise<boolean>;
  /** How long a read of the flag is trusted; 0 reads it on every request. */
  flagCacheMs?: number;
  /** Requests that need no sign: the server renderer's own calls. */
  isTrusted?: (request: FastifyRequest) => boolean;
  /** Now, in epoch ms: the server's clock. */
  clock?: Clock;
}

const pluginMeta = { name: SOURCE_SIGN_PLUGIN };

const DEFAULT_FLAG_CACHE_MS = 5_000;
const headerName = SOURCE_SIGN_HEADER.toLowerCase();

function cachedFlag(read: () => Promise<boolean>, ttlMs: number, clock: Clock): () => Promise<boolean> {
  let cached: { value: boolean; until: number } | undefined;
  return async () => {
    const now = clock();
    if (cached && now < cached.until) return cached.value;
    const value = await read();
    cached = { value, until: now + ttlMs };
    return value;
  };
}

export const sourceSign = fp<SourceSignPluginOptions>(async function sourceSign(app: FastifyInstance, options) {
  const enabled = cachedFlag(
    options.isEnabled,
    options.flagCacheMs ?? DEFAULT_FLAG_CACHE_MS,
    options.clock ?? systemClock,
  );

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config.sourceSignExempt || options.isTrusted?.(request)) return;
    if (!(await enabled())) return;
    const header = request.headers[headerName];
    const verdict = await options.verifier.verify(typeof header === 'string' ? header : undefined, request.ip);
    if (!verdict.ok) {
      throw new ApiError(verdict.status, verdict.status === 403 ? ResponseCode.forbidden : '429', verdict.msg);
    }
  });
}, pluginMeta);
