/**
 * Builds the client the server serves (`npm run build`: dist and dist/ssr) only when its
 * inputs changed since the last successful build, so `npm start` starts at once the
 * second time (build-stamp.ts). Files: .client-build-stamp in dist, rewritten by every
 * build this command runs.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCommandLine } from '../lib/command-line';
import { hashInputs, stampIsCurrent } from './build-stamp';

/** What the build reads: the client, what it shares with the server, the worker, the static files and the build's settings. */
export const BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
export const STAMP_FILE = '.client-build-stamp';
/** What a finished build leaves: the page shell and the server renderer. */
const BUILD_OUTPUTS = ['index.html', 'ssr/entry-server.js'];

/** The hash of the inputs and of APP_BUILD_ID, which the build writes into the client. */
export function inputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return hashInputs(root, BUILD_INPUTS, `APP_BUILD_ID=${env.APP_BUILD_ID ?? ''}`);
}

/** Whether `distDir` holds a finished build of exactly these inputs. */
export function buildIsCurrent(distDir: string, hash: string): boolean {
  return stampIsCurrent(
    join(distDir, STAMP_FILE),
    hash,
    BUILD_OUTPUTS.map((file) => join(distDir, file)),
  );
}

function main(): void {
  const { values } = parseCommandLine({
    name: 'build:client',
    usage: `Usage: npm run build:client [-- --force]

Builds the client (npm run build) unless dist already holds a build of the same sources:
${BUILD_INPUTS.join(', ')}. npm start runs it before the server.

Options:
  --force       build even when nothing changed
  -h, --help    show this help`,
    options: { force: { type: 'boolean', default: false } },
  });
  const root = process.cwd();
  const distDir = join(root, 'dist');
  const hash = inputsHash(root);
  if (!values.force && buildIsCurrent(distDir, hash)) {
    process.stdout.write('The client build in dist is up to date with its sources: not rebuilding.\n');
    return;
  }
  // A build that fails halfway must not leave the old stamp beside a partial dist.
  rmSync(join(distDir, STAMP_FILE), { force: true });
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    return;
  }
  // The hash of the inputs as the build read them; a file changed during the build rebuilds next time.
  writeFileSync(join(distDir, STAMP_FILE), `${hash}\n`);
}

// Run only as a script, so the tests can import the stamp functions.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
