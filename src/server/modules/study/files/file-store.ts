/**
 * Where uploaded files' bytes are kept, by content: the key is the SHA-256 of the bytes, so
 * the same bytes are stored once however often they are uploaded. Kept for ever (nothing
 * deletes a stored file yet). The database's `stored_file` rows say what each upload was.
 *
 * LocalFileStore keeps them under `<DATA_DIR>/files/<first two hex digits>/<hash>`, written
 * to a temporary file and renamed into place, so a reader never sees half a file. With
 * several server instances, that folder must be shared by all of them (docs/operations.md), or they use
 * the S3-compatible store (s3-file-store.ts) instead.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStore {
  /** Stores the bytes under their hash; a no-op when they are already there. */
  put(hash: string, data: Buffer): Promise<void>;
  /** The bytes, or undefined when the store does not have them. */
  get(hash: string): Promise<Buffer | undefined>;
  has(hash: string): Promise<boolean>;
}

const HASH = /^[0-9a-f]{64}$/;

function checkHash(hash: string): void {
  if (!HASH.test(hash)) throw new Error(`Not a SHA-256 hex digest: ${hash}`);
}

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (hash: string) => {
    checkHash(hash);
    return join(root, hash.slice(0, 2), hash);
  };
  const has = async (hash: string) => {
    try {
      return (await stat(pathOf(hash))).isFile();
    } catch {
      return false;
    }
  };
  return {
    has,
    async put(hash, data) {
      if (await has(hash)) return;
      const target = pathOf(hash);
      await mkdir(join(root, hash.slice(0, 2)), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data, { mode: 0o640 });
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(hash) {
      try {
        return await readFile(pathOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** Bytes in process memory, gone when the process ends: for API-only tests and tools. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    async has(hash) {
      return files.has(hash);
    },
    async put(hash, data) {
      checkHash(hash);
      if (!files.has(hash)) files.set(hash, Buffer.from(data));
    },
    async get(hash) {
      return files.get(hash);
    },
  };
}
