/**
 * Matching speed: one oncology project's rules (age, sex, diagnosis, two labs, prior drugs,
 * a free-text criterion) over 10,000 generated candidate patients, as the recruitment area
 * runs it on demand and after each import. Prints the median of 7 runs and the statuses.
 * Target: under 2 s on the project's 2-core machine.
 *
 *   npm run bench:matching [-- PATIENTS]
 */
import type { Criterion, PatientFacts } from '../src/shared/domain/recruitment/criteria';
import { compileRules } from '../src/shared/domain/recruitment/matcher';
import { parseCommandLine, usageError, wholeNumber } from '../src/server/lib/command-line';

const command = {
  name: 'bench:matching',
  usage: `Usage: npm run bench:matching [-- PATIENTS]

Matching speed of one oncology project's rules over PATIENTS generated candidates (default
10000), in memory; prints the median of 7 runs and the statuses.

Options:
  -h, --help    show this help`,
  options: {},
  positionals: true,
} as const;

const { positionals } = parseCommandLine(command);
if (positionals.length > 1) usageError(command, 'Give at most one number of patients');
const count = wholeNumber(command, 'PATIENTS', positionals[0] ?? '10000');
const MATCH_DAY = '2026-11-23';

const rules: Criterion[] = [
  { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
  { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: ['胃癌', '胃腺癌'] },
  { id: 'brain', role: 'exclusion', kind: 'diagnosis', codes: ['C79.3'], keywords: ['脑转移'] },
  { id: 'anc', role: 'inclusion', kind: 'lab', test: '中性粒细胞计数', op: '>=', value: 1.5 },
  { id: 'alt', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 100 },
  { id: 'prior', role: 'exclusion', kind: 'priorDrug', drugs: ['纳武利尤单抗', 'nivolumab'], taken: true },
  { id: 'consent', role: 'inclusion', kind: 'manual', text: '能够理解并签署知情同意书' },
];

/** A small deterministic generator, so every run matches the same patients. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function patients(n: number): PatientFacts[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const day = (from: number, span: number) =>
    new Date(Date.UTC(from, 0, 1) + next() * span * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: n }, () => ({
    birthDate: next() < 0.03 ? null : day(1935, 365 * 70),
    sex: pick(['male', 'female', null] as const),
    diagnoses: Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      pick([
        { code: 'C16.9', text: '胃腺癌' },
        { code: 'C34.1', text: '肺腺癌' },
        { code: 'C79.3', text: '脑转移' },
        { code: 'K29.7', text: '慢性胃炎' },
        { code: null, text: '胃癌术后' },
      ]),
    ),
    labs: Array.from({ length: Math.floor(next() * 8) }, () => ({
      test: pick(['ALT', '中性粒细胞计数', 'AST', '肌酐']),
      value: Math.round(next() * 1500) / 10,
      date: day(2026, 330),
    })),
    drugs:
      next() < 0.2
        ? null
        : Array.from({ length: Math.floor(next() * 4) }, () => pick(['奥沙利铂', 'Nivolumab', '卡培他滨', '紫杉醇'])),
  }));
}

const population = patients(count);
const times: number[] = [];
let statuses: Record<string, number> = {};
for (let run = 0; run < 7; run += 1) {
  const started = performance.now();
  const match = compileRules(rules, MATCH_DAY);
  const results = population.map(match);
  times.push(performance.now() - started);
  statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
}
times.sort((a, b) => a - b);
const median = times[3] ?? 0;
process.stdout.write(
  `Matched ${count} patients against ${rules.length} criteria: median ${median.toFixed(1)} ms ` +
    `(min ${(times[0] ?? 0).toFixed(1)}, max ${(times[6] ?? 0).toFixed(1)}) over 7 runs\n`,
);
process.stdout.write(`Statuses: ${JSON.stringify(statuses)}\n`);
process.stdout.write('Target: under 2000 ms.\n');
