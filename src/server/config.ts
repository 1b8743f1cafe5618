/** Server configuration from environment variables (see README 'Configuration'). */
import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../shared/domain/files';
import { isPostgresUrl } from './db/dialect';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** What openDatabase opens: DATABASE_URL (PostgreSQL) when set, else `databaseFile`. */
  database: string;
  /** The SQLite file, used when DATABASE_URL is not set. */
  databaseFile: string;
  clientDir: string;
  logLevel: string;
  /** Requests per minute per client address on /api; 0 turns the limit off. */
  rateLimitMax: number;
  /** Origins allowed to frame the embedded (inner) pages, space-separated in the env. */
  frameAncestors: string[];
  trustProxy: boolean;
  /** Largest upload in bytes. */
  uploadMaxBytes: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

function uploadLimit(value: string | undefined): number {
  const bytes = integer(value, DEFAULT_UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES');
  if (bytes === 0) throw new Error('UPLOAD_MAX_BYTES must be a positive number of bytes');
  return bytes;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseFile = resolve(env.DATABASE_FILE ?? `${dataDir}/portal.db`);
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl !== '' && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the SQLite file)');
  }
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? 'localhost',
    dataDir,
    database: databaseUrl || databaseFile,
    databaseFile,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    uploadMaxBytes: uploadLimit(env.UPLOAD_MAX_BYTES),
  };
}
