import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPackage, sha256 } from '../modules/documents/archive/package-format';
import { testDialect } from '../test-support';
import { runCli } from './cli-test-kit';

/** npm run binder:verify: exit 0 when a package verifies, 1 naming the first mismatch, 2 on a usage error. */

const FILE = 'files/01 方案及修正案/7 临床试验方案/v1 protocol.pdf';

async function zipWith(data: Buffer, listed: Buffer) {
  const index = {
    format: 'trial-binder-archive/1',
    documents: [{ id: 7, versions: [{ versionId: 1, path: FILE, size: listed.length, sha256: sha256(listed) }] }],
  };
  return buildPackage(`${JSON.stringify(index, null, 2)}\n`, [{ path: FILE, data }], new Date(Date.UTC(2026, 0, 5)));
}

// Nothing here touches a database: once, on the SQLite run.
describe.skipIf(testDialect() === 'postgres')('binder:verify', () => {
  it('prints what it checked and exits 0, or exits 1 naming the changed file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'binder-verify-'));
    const bytes = Buffer.from('%PDF-1.4 protocol');
    writeFileSync(join(dir, 'good.zip'), await zipWith(bytes, bytes));
    const changed = Buffer.from(bytes);
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x01;
    writeFileSync(join(dir, 'bad.zip'), await zipWith(changed, bytes));

    const good = await runCli('binder-verify', [join(dir, 'good.zip')], {});
    expect(good.code, good.stderr).toBe(0);
    expect(good.stdout).toContain(`ok  ${sha256(bytes)}  ${bytes.length}  ${FILE}`);
    expect(good.stdout).toContain('Archive OK');
    const bad = await runCli('binder-verify', [join(dir, 'bad.zip')], {});
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(`Archive BROKEN: ${FILE}: SHA-256`);
    const wrongHash = await runCli('binder-verify', [join(dir, 'good.zip'), '--index-hash', 'f'.repeat(64)], {});
    expect(wrongHash.code).toBe(1);
    expect((await runCli('binder-verify', [join(dir, 'missing.zip')], {})).code).toBe(2);
  });
});
