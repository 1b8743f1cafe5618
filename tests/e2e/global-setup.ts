/**
 * Before the browser tests: make sure Debian's Chromium is there (installing it when we
 * run as root, as CI does) and that the client has been built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
      );
    }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const clientDir = process.env.E2E_CLIENT_DIR ?? 'dist';
  if (!existsSync(`${clientDir}/index.html`) || !existsSync(`${clientDir}/ssr/entry-server.js`)) {
    throw new Error(
      'Browser tests run against the built client and its server renderer: run `npm run build` first (npm test does).',
    );
  }
}
