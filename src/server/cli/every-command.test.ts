/**
 * Every command of package.json (the CLIs, benchmarks, seed and crash test) answers --help
 * with its usage and exit code 0, and an unknown option with one line and exit code 2,
 * before it does anything (opens a database, starts a server or a PostgreSQL cluster).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../test-support';

/** The server itself and the whole test run are not commands with options. */
const NOT_COMMANDS = new Set(['src/server/main.ts', 'tests/run-all.ts']);

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const commands = Object.entries(scripts)
  .map(([name, script]) => ({ name, file: /(?:^|&& )tsx (\S+\.ts)$/.exec(script)?.[1] }))
  .filter(
    (entry): entry is { name: string; file: string } => entry.file !== undefined && !NOT_COMMANDS.has(entry.file),
  );

function run(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', file, ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** Runs the commands a few at a time: each is a Node process loading TypeScript. */
async function eachCommand<T>(work: (command: { name: string; file: string }) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < commands.length; start += 4) {
    results.push(...(await Promise.all(commands.slice(start, start + 4).map(work))));
  }
  return results;
}

// Nothing here touches a database: once, on the SQLite run.
describe.skipIf(testDialect() === 'postgres')('every command line', () => {
  it('finds the commands', () => {
    expect(commands.map((command) => command.name)).toEqual(
      expect.arrayContaining([
        'audit:verify',
        'backup',
        'restore',
        'pg:local',
        'bench:matching',
        'seed:large',
        'test:crash',
      ]),
    );
  });

  it('answers --help with its usage and exit code 0', async () => {
    const results = await eachCommand(async (command) => ({
      name: command.name,
      ...(await run(command.file, ['--help'])),
    }));
    for (const result of results) {
      expect({ name: result.name, code: result.code, stderr: result.stderr }).toEqual({
        name: result.name,
        code: 0,
        stderr: '',
      });
      expect(result.stdout, result.name).toMatch(/^Usage: npm run /);
      expect(result.stdout, result.name).toContain('--help');
    }
  }, 240_000);

  it('answers an unknown option with one line and exit code 2', async () => {
    const results = await eachCommand(async (command) => ({
      name: command.name,
      ...(await run(command.file, ['--no-such-option'])),
    }));
    for (const result of results) {
      expect({ name: result.name, code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({
        name: result.name,
        code: 2,
        stdout: '',
        stderr: `${result.name}: Unknown option '--no-such-option' (--help shows the usage)\n`,
      });
    }
  }, 240_000);
});
