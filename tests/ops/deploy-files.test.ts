/**
 * The deployment files a hospital's IT copies onto its servers: the systemd unit passes
 * `systemd-analyze verify` (CI installs systemd), gives the server's graceful shutdown the
 * time it needs, and the settings file names only settings the server reads.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';

const UNIT = 'deploy/portal.service';
const SETTINGS = 'deploy/portal.env';

/** The unit's `Key=value` lines of one section. */
function unitSection(text: string, section: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.indexOf(`[${section}]`);
  const entries = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('[')) break;
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

describe('deploy/portal.service', () => {
  it('passes systemd-analyze verify', () => {
    const verify = spawnSync('systemd-analyze', ['verify', UNIT], { encoding: 'utf8' });
    expect(verify.error, 'systemd-analyze is not installed (apt-get install systemd)').toBeUndefined();
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });

  it('runs the bundled server and lets it drain before systemd kills it', () => {
    const service = unitSection(readFileSync(UNIT, 'utf8'), 'Service');
    expect(service.get('ExecStart')).toMatch(/ dist-server\/main\.js$/);
    expect(service.get('KillSignal')).toBe('SIGTERM');
    const settings = readFileSync(SETTINGS, 'utf8');
    const shutdownMs = Number(/^SHUTDOWN_TIMEOUT_MS=(\d+)$/m.exec(settings)?.[1] ?? readConfig({}).shutdownTimeoutMs);
    expect(Number(service.get('TimeoutStopSec')) * 1000).toBeGreaterThan(shutdownMs + 5_000);
  });
});

describe('deploy/portal.env', () => {
  it('names only settings documented in docs/operations.md', () => {
    const documented = readFileSync('docs/operations.md', 'utf8');
    const named = [...readFileSync(SETTINGS, 'utf8').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) expect(documented, name).toContain(`\`${name}\``);
  });

  it('is read as systemd reads an EnvironmentFile', () => {
    // Values with spaces or quotes would need systemd's quoting; keep them plain.
    const values = readFileSync(SETTINGS, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z]/.test(line));
    expect(values.length).toBeGreaterThan(3);
    for (const line of values) expect(line).toMatch(/^[A-Z][A-Z0-9_]*=[^\s"']*$/);
  });
});
