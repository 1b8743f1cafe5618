/** Server configuration from environment variables (see docs/operations.md 'Configuration'). */
import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../shared/domain/study/files';
import { DEFAULT_BACKUP_INTERVAL_HOURS, DEFAULT_BACKUP_KEEP } from './db/backup/backup-job';
import { isPostgresUrl } from './db/dialect';
import { integer, listenAddress } from './listen-address';

/** Where uploads go when they go to an S3-compatible store (modules/study/files/s3-file-store.ts). */
export interface S3StoreConfig {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every object name, e.g. 'portal/files/'. */
  prefix: string;
}

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
  /** A new database gets the demo hospital (DEMO_DATA, on unless 'false'); off: the site's baseline and the administrator only. */
  demoData: boolean;
  /** Largest upload in bytes. */
  uploadMaxBytes: number;
  /** Where uploads are kept when not under DATA_DIR/files: an S3-compatible bucket. */
  s3Files: S3StoreConfig | undefined;
  /** Mean event-loop delay (ms) past which requests get 503 + Retry-After; 0 turns it off. */
  overloadLoopDelayMs: number;
  /** On SIGTERM: how long requests in flight may take to finish before the process exits. */
  shutdownTimeoutMs: number;
  /** The bearer token GET /metrics asks for; empty: no metrics endpoint. */
  metricsToken: string;
  /** SQLite only: hours between scheduled online backups (0: none), how many to keep (0: all), where. */
  backupIntervalHours: number;
  backupKeep: number;
  backupDir: string;
}

/** FILES_S3_* configure an S3-compatible store for uploads; all or none of the required ones. */
function s3FilesConfig(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const required = ['FILES_S3_ENDPOINT', 'FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'];
  const given = required.filter((name) => env[name]?.trim());
  if (given.length === 0) return undefined;
  if (given.length < required.length) {
    throw new Error(
      `Set all of ${required.join(', ')} to keep uploads in S3 (missing: ${required.filter((n) => !given.includes(n)).join(', ')})`,
    );
  }
  return {
    endpoint: env.FILES_S3_ENDPOINT?.trim() ?? '',
    bucket: env.FILES_S3_BUCKET?.trim() ?? '',
    region: env.FILES_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY?.trim() ?? '',
    prefix: env.FILES_S3_PREFIX?.trim() ?? '',
  };
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
    ...listenAddress(env),
    dataDir,
    database: databaseUrl || databaseFile,
    databaseFile,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: integer(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    frameAncestors: (env.FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    demoData: env.DEMO_DATA !== 'false',
    uploadMaxBytes: uploadLimit(env.UPLOAD_MAX_BYTES),
    s3Files: s3FilesConfig(env),
    overloadLoopDelayMs: integer(env.OVERLOAD_LOOP_DELAY_MS, 1000, 'OVERLOAD_LOOP_DELAY_MS'),
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    metricsToken: env.METRICS_TOKEN?.trim() ?? '',
    backupIntervalHours: integer(env.BACKUP_INTERVAL_HOURS, DEFAULT_BACKUP_INTERVAL_HOURS, 'BACKUP_INTERVAL_HOURS'),
    backupKeep: integer(env.BACKUP_KEEP, DEFAULT_BACKUP_KEEP, 'BACKUP_KEEP'),
    backupDir: resolve(env.BACKUP_DIR ?? `${dataDir}/backups`),
  };
}
