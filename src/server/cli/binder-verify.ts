/**
 * Checks a binder archive package offline (issue 29 item 7): the zip exported from the binder
 * page, with no database and no server. Recomputes the index's SHA-256 and every file's, and
 * names the first mismatch (see the usage below).
 */
import { readFileSync } from 'node:fs';
import { parseCommandLine, usageError } from '../lib/command-line';
import { verifyArchivePackage } from '../modules/documents/archive/verify';

const command = {
  name: 'binder:verify',
  usage: `Usage: npm run binder:verify -- ARCHIVE.zip [--index-hash SHA256]

Checks a binder archive package exported from the study binder: index.json's SHA-256
against index.sha256 (and against --index-hash, the index hash the suite shows for the
archive, when given), then each file the index lists: present, its size and its SHA-256.
Files in the zip that the index does not list are reported too.

Options:
  --index-hash SHA256  the archive's index hash as the suite shows it
  -h, --help           show this help

Exit code 0 when every check passes, 1 at the first mismatch (named), 2 on a usage error
or an unreadable file.`,
  options: { 'index-hash': { type: 'string' } },
  positionals: true,
} as const;

const { values, positionals } = parseCommandLine(command);
const [file, ...extra] = positionals;
if (file === undefined || extra.length > 0) usageError(command, 'give one archive zip');
let bytes: Buffer;
try {
  bytes = readFileSync(file);
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const result = await verifyArchivePackage(bytes, values['index-hash']);
for (const checked of result.checked) process.stdout.write(`ok  ${checked.sha256}  ${checked.size}  ${checked.path}\n`);
if (result.ok) {
  process.stdout.write(
    `Archive OK: index.json SHA-256 ${result.indexHash}; ${result.checked.length} files match their SHA-256 and size.\n`,
  );
} else {
  process.stdout.write(`Archive BROKEN: ${result.problems[0]}\n`);
  for (const problem of result.problems.slice(1)) process.stdout.write(`also: ${problem}\n`);
  process.exitCode = 1;
}
