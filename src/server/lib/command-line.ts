/**
 * One way for every command (src/server/cli, bench, the large seed, the crash test) to read
 * its arguments with node:util parseArgs: `--help` (or `-h`) prints the usage and exits 0;
 * an unknown option, a missing value or an unexpected argument prints one line and exits 2,
 * never a stack trace; nothing else runs first (no database opened, no server started).
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface Command<O extends Options> {
  /** The npm script that runs it, for messages: 'audit:verify'. */
  name: string;
  /** What --help prints: how to call it, what it does, its options. */
  usage: string;
  options: O;
  /** Whether it takes arguments that are not options (a backup file, a count). */
  positionals?: boolean;
}

type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: boolean; strict: true }>
>;

export type CommandLine<O extends Options> =
  | { kind: 'run'; values: Parsed<O>['values']; positionals: string[] }
  | { kind: 'help'; text: string }
  | { kind: 'error'; message: string };

const HELP = new Set(['--help', '-h']);

/** What the arguments ask for; changes nothing (the tests call it directly). */
export function readCommandLine<const O extends Options>(command: Command<O>, argv: readonly string[]): CommandLine<O> {
  const end = argv.indexOf('--');
  if ((end === -1 ? argv : argv.slice(0, end)).some((arg) => HELP.has(arg))) {
    return { kind: 'help', text: command.usage.trimEnd() };
  }
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: command.options,
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
    return { kind: 'run', values, positionals };
  } catch (error) {
    if (!(error instanceof Error) || !('code' in error) || !String(error.code).startsWith('ERR_PARSE_ARGS_'))
      throw error;
    // parseArgs adds advice on '--' to an unknown option; its first sentence is the point.
    return { kind: 'error', message: error.message.split(/\.\s/)[0]?.replace(/\.$/, '') ?? error.message };
  }
}

/** Ends the command with a one-line usage error (exit code 2). */
export function usageError(command: Pick<Command<Options>, 'name'>, message: string): never {
  process.stderr.write(`${command.name}: ${message.replace(/\.$/, '')} (--help shows the usage)\n`);
  process.exit(2);
}

/** Reads process.argv for `command`: prints the usage or a usage error and exits, or answers the values. */
export function parseCommandLine<const O extends Options>(
  command: Command<O>,
  argv: readonly string[] = process.argv.slice(2),
): { values: Parsed<O>['values']; positionals: string[] } {
  const line = readCommandLine(command, argv);
  if (line.kind === 'help') {
    process.stdout.write(`${line.text}\n`);
    process.exit(0);
  }
  if (line.kind === 'error') usageError(command, line.message);
  return line;
}

/** A whole-number option or argument, at least `min`; anything else is a usage error. */
export function wholeNumber(
  command: Pick<Command<Options>, 'name'>,
  label: string,
  raw: string | undefined,
  min = 1,
): number {
  const value = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min)
    usageError(command, `${label} must be a whole number of at least ${min}, got '${raw ?? ''}'`);
  return value;
}
