/** Server configuration from environment variables (see README 'Configuration'). */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  clientDir: string;
  logLevel: string;
  /** Requests per minute per client address on /api; 0 turns the limit off. */
  rateLimitMax: number;
  /** Origins allowed to frame the embedded (inner) pages, space-separated in the env. */
  frameAncestors: string[];
  trustProxy: boolean;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? 'localhost',
    dataDir,
    databaseFile: resolve(env.DATABASE_FILE ?? `${dataDir}/portal.db`),
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
