/**
 * Prints a RECRUIT-SIGN for testing an embedding of the inner-mode detail page:
 *
 *   npm run -s sign -- --project 12 [--patient P1] [--ttl 3600] [--base http://localhost:8080]
 *
 * It signs with the secret the server uses (env RECRUIT_SIGN_SECRET, else
 * <DATA_DIR>/keys/recruit-sign-secret, created on first use). With --base it prints the
 * whole inner-mode URL instead of the bare sign.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { ensureKeys } from '../keys';
import { createRecruitSign } from '../modules/inner/recruit-sign';

const DEFAULT_TTL_SECONDS = 3600;

function positiveInteger(value: string | undefined, name: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer`);
  return parsed;
}

function main(argv: string[]): string {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      patient: { type: 'string' },
      ttl: { type: 'string', default: String(DEFAULT_TTL_SECONDS) },
      base: { type: 'string' },
    },
    strict: true,
  });
  const projectId = positiveInteger(values.project, 'project');
  const ttl = positiveInteger(values.ttl, 'ttl');
  const exp = Math.floor(Date.now() / 1000) + ttl;
  const payload = values.patient ? { projectId, patientId: values.patient, exp } : { projectId, exp };
  const sign = createRecruitSign(payload, ensureKeys(readConfig().dataDir).recruitSignSecret);
  if (!values.base) return sign;
  const url = new URL(`/projectdviewetail/${projectId}`, values.base);
  url.searchParams.set('sign', sign);
  if (values.patient) url.searchParams.set('patientId', values.patient);
  return url.toString();
}

try {
  process.stdout.write(`${main(process.argv.slice(2))}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write('Usage: npm run -s sign -- --project <id> [--patient <id>] [--ttl <seconds>] [--base <url>]\n');
  process.exitCode = 1;
}
