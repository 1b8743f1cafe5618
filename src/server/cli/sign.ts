/**
 * Prints a RECRUIT-SIGN for testing an embedding of the inner-mode detail page:
 *
 *   npm run -s sign -- --project 12 [--patient P1] [--ttl 3600] [--base http://localhost:8080]
 *
 * It signs with the secret the server uses (env RECRUIT_SIGN_SECRET, else
 * <DATA_DIR>/keys/recruit-sign-secret, created on first use). With --base it prints the
 * whole inner-mode URL instead of the bare sign.
 */
import { readConfig } from '../config';
import { ensureKeys } from '../keys';
import { createRecruitSign } from '../modules/portal/inner/recruit-sign';
import { parseCommandLine, usageError, wholeNumber } from '../lib/command-line';

const DEFAULT_TTL_SECONDS = 3600;

const command = {
  name: 'sign',
  usage: `Usage: npm run -s sign -- --project ID [--patient ID] [--ttl SECONDS] [--base URL]

Prints a RECRUIT-SIGN for the inner-mode detail page of project ID, signed with the secret
the server uses (RECRUIT_SIGN_SECRET, else DATA_DIR/keys/recruit-sign-secret).

Options:
  --project ID     the project (required)
  --patient ID     the hospital's patient id to sign in with it
  --ttl SECONDS    how long the sign is valid (default ${DEFAULT_TTL_SECONDS})
  --base URL       print the whole inner-mode URL on this origin instead of the bare sign
  -h, --help       show this help`,
  options: {
    project: { type: 'string' },
    patient: { type: 'string' },
    ttl: { type: 'string', default: String(DEFAULT_TTL_SECONDS) },
    base: { type: 'string' },
  },
} as const;

function main(): string {
  const { values } = parseCommandLine(command);
  if (values.project === undefined) usageError(command, '--project is required');
  const projectId = wholeNumber(command, '--project', values.project);
  const ttl = wholeNumber(command, '--ttl', values.ttl);
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
  process.stdout.write(`${main()}\n`);
} catch (error) {
  // A --base that is not a URL.
  usageError(command, error instanceof Error ? error.message : String(error));
}
