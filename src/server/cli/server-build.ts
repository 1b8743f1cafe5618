/**
 * Builds the production server: src/server/main.ts bundled by esbuild into one ES module,
 * dist-server/main.js (with its source map), that plain `node` runs; the packages in
 * node_modules stay outside the bundle (native ones like better-sqlite3 among them). Like
 * the client build, it builds only when its inputs changed since the last successful build
 * (build-stamp.ts; the stamp is dist-server/.server-build-stamp). `npm start` runs it.
 */
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCommandLine } from '../lib/command-line';
import { hashInputs, stampIsCurrent } from './build-stamp';

/** What the server is built from. */
export const SERVER_INPUTS = ['src/server', 'src/shared', 'package.json', 'package-lock.json'];
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = 'main.js';
const STAMP_FILE = '.server-build-stamp';

/** Bundles the server into `<root>/dist-server` unless it holds a build of the same inputs; answers whether it built. */
export async function buildServer(root: string, options: { force?: boolean } = {}): Promise<boolean> {
  const outDir = join(root, SERVER_OUT_DIR);
  const stamp = join(outDir, STAMP_FILE);
  const hash = hashInputs(root, SERVER_INPUTS);
  if (!options.force && stampIsCurrent(stamp, hash, [join(outDir, SERVER_ENTRY)])) return false;
  rmSync(stamp, { force: true });
  await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(outDir, SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  writeFileSync(stamp, `${hash}\n`);
  return true;
}

async function main(): Promise<void> {
  const { values } = parseCommandLine({
    name: 'build:server',
    usage: `Usage: npm run build:server [-- --force]

Bundles the server (src/server/main.ts) into ${SERVER_OUT_DIR}/${SERVER_ENTRY} for plain node, unless
it already holds a build of the same sources: ${SERVER_INPUTS.join(', ')}. npm start runs it.

Options:
  --force       build even when nothing changed
  -h, --help    show this help`,
    options: { force: { type: 'boolean', default: false } },
  });
  const built = await buildServer(process.cwd(), { force: values.force });
  process.stdout.write(
    built
      ? `Built the server into ${SERVER_OUT_DIR}/${SERVER_ENTRY}.\n`
      : `The server build in ${SERVER_OUT_DIR} is up to date with its sources: not rebuilding.\n`,
  );
}

// Run only as a script, so the tests and the drain test can call buildServer.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
