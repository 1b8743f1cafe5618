import { describe, expect, it } from 'vitest';
import { readCommandLine } from './command-line';

const command = {
  name: 'example',
  usage: 'Usage: npm run example -- [--db FILE] [--force] [FILE]\n',
  options: { db: { type: 'string' }, force: { type: 'boolean', default: false } },
  positionals: true,
} as const;

describe('readCommandLine', () => {
  it('answers the values and positionals of a good command line', () => {
    expect(readCommandLine(command, ['--db', 'x.db', 'backup.db'])).toEqual({
      kind: 'run',
      values: { db: 'x.db', force: false },
      positionals: ['backup.db'],
    });
  });

  it('answers the usage for --help or -h, wherever it stands, even beside bad options', () => {
    for (const argv of [['--help'], ['-h'], ['--db', 'x', '--help'], ['--bogus', '--help']]) {
      expect(readCommandLine(command, argv)).toEqual({
        kind: 'help',
        text: 'Usage: npm run example -- [--db FILE] [--force] [FILE]',
      });
    }
  });

  it('takes --help after -- as an argument, not a request for help', () => {
    expect(readCommandLine(command, ['--', '--help'])).toMatchObject({ kind: 'run', positionals: ['--help'] });
  });

  it('answers one short line for an unknown option, a missing value or an unexpected argument', () => {
    expect(readCommandLine(command, ['--bogus'])).toEqual({ kind: 'error', message: "Unknown option '--bogus'" });
    expect(readCommandLine(command, ['--db'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("'--db"),
    });
    const noPositionals = { ...command, positionals: false };
    expect(readCommandLine(noPositionals, ['stray'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("'stray'"),
    });
    for (const argv of [['--bogus'], ['--db'], ['--force=yes']]) {
      const line = readCommandLine(command, argv);
      expect(line.kind === 'error' && !line.message.includes('\n')).toBe(true);
    }
  });
});
