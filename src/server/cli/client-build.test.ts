import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, buildIsCurrent, inputsHash } from './client-build';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project folder with a few build inputs, and a finished build of them when `built`. */
function project(): string {
  root = mkdtempSync(join(tmpdir(), 'client-build-'));
  mkdirSync(join(root, 'src/client/features'), { recursive: true });
  mkdirSync(join(root, 'src/server'), { recursive: true });
  writeFileSync(join(root, 'src/client/main.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/client/features/x.tsx'), 'export const x = 1;\n');
  writeFileSync(join(root, 'index.html'), '<!doctype html>\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  return root;
}

function finishBuild(hash: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<html></html>');
  writeFileSync(join(dist, 'ssr/entry-server.js'), '');
  writeFileSync(join(dist, STAMP_FILE), `${hash}\n`);
  return dist;
}

describe('the client build stamp', () => {
  it('is current after a build of the same sources, even when they were touched without change', () => {
    const dir = project();
    const dist = finishBuild(inputsHash(dir, {}));
    writeFileSync(join(dir, 'src/client/main.tsx'), 'export const a = 1;\n');
    expect(buildIsCurrent(dist, inputsHash(dir, {}))).toBe(true);
  });

  it('asks for a build when a source, the lock file or the build id changes, or a file is added', () => {
    const dir = project();
    const dist = finishBuild(inputsHash(dir, {}));
    const changes = [
      () => writeFileSync(join(dir, 'src/client/features/x.tsx'), 'export const x = 2;\n'),
      () => writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}\n'),
      () => writeFileSync(join(dir, 'src/client/features/y.tsx'), ''),
    ];
    for (const change of changes) {
      const before = inputsHash(dir, {});
      change();
      expect(buildIsCurrent(dist, inputsHash(dir, {}))).toBe(false);
      expect(inputsHash(dir, {})).not.toBe(before);
      finishBuild(inputsHash(dir, {}));
    }
    expect(buildIsCurrent(dist, inputsHash(dir, { APP_BUILD_ID: 'release-2' }))).toBe(false);
  });

  it('ignores tests and the server, which the client build does not read', () => {
    const dir = project();
    const dist = finishBuild(inputsHash(dir, {}));
    writeFileSync(join(dir, 'src/client/features/x.test.tsx'), 'it("x", () => {});\n');
    writeFileSync(join(dir, 'src/server/app.ts'), 'export {};\n');
    expect(buildIsCurrent(dist, inputsHash(dir, {}))).toBe(true);
  });

  it('is not current without the stamp or with a build cut short', () => {
    const dir = project();
    const hash = inputsHash(dir, {});
    const dist = finishBuild(hash);
    rmSync(join(dist, 'ssr'), { recursive: true });
    expect(buildIsCurrent(dist, hash)).toBe(false);
    finishBuild(hash);
    rmSync(join(dist, STAMP_FILE));
    expect(buildIsCurrent(dist, hash)).toBe(false);
  });
});
