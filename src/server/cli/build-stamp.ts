/**
 * What the build commands (client-build.ts, server-build.ts) share: the hash of a build's
 * inputs, by their paths and contents (not their times: a checkout or the route generator
 * may touch a file without changing it; tests excluded, they are not built), kept in a stamp
 * file beside the build, so `npm start` builds only when a source changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

/** The hash of every input file's path and content under `root`, after `seed`. */
export function hashInputs(root: string, inputs: readonly string[], seed = ''): string {
  const hash = createHash('sha256').update(`${seed}\n`);
  for (const file of inputs.flatMap((input) => filesOf(join(root, input)))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(`${relative(root, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  return hash.digest('hex');
}

/** Whether `stampFile` names `hash` and every output exists. */
export function stampIsCurrent(stampFile: string, hash: string, outputs: readonly string[]): boolean {
  return (
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === hash &&
    outputs.every((file) => existsSync(file))
  );
}
