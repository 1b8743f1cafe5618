/**
 * Matching speed end to end: the recruitment area's match service (read the candidates'
 * health columns, match them against the published rules, write every status and its
 * reasons in one transaction, audit) over 10,000 candidates of one project. Prints the
 * median of 5 runs and the statuses. Target: under 2 s on SQLite on the 2-core machine.
 *
 *   npm run bench:recruit-matching [-- --patients 10000 --database-url postgres://user@host:port/db]
 *
 * With a PostgreSQL server URL it works in a new database of its own and drops it after.
 */
import { openDatabase } from '../src/server/db/database';
import { createTestDatabase, dropDatabase, newRunId } from '../src/server/db/postgres-test-databases';
import { loadDemoData } from '../src/server/db/seed/load-demo';
import { processActor } from '../src/server/services/staff-write';
import { createMatchService } from '../src/server/modules/recruitment/match/service';
import { ruleTemplateById } from '../src/shared/domain/recruitment/templates';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';

const command = {
  name: 'bench:recruit-matching',
  usage: `Usage: npm run bench:recruit-matching [-- --patients 10000 --database-url URL]

The recruitment area's match service end to end (read, match, write every status, audit)
over N candidates of one project; prints the median of 5 runs and the statuses. With a
PostgreSQL server URL it works in a new database of its own and drops it after.

Options:
  --patients N          candidates (default 10000)
  --database-url URL    a postgres:// server instead of an in-memory SQLite database
  -h, --help            show this help`,
  options: { patients: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } },
} as const;

const { values } = parseCommandLine(command);
const count = wholeNumber(command, '--patients', values.patients);
const serverUrl = values['database-url'];
const RUNS = 5;
const AT = Date.UTC(2026, 10, 23, 2, 0);

/** A small deterministic generator, so every run matches the same patients. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function patientRows(projectId: number, n: number) {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const day = (from: number, span: number) =>
    new Date(Date.UTC(from, 0, 1) + next() * span * 86_400_000).toISOString().slice(0, 10);
  const now = new Date(AT).toISOString();
  return Array.from({ length: n }, (_, i) => ({
    projectId,
    mrnHash: `bench-${i}`,
    nameEnc: 'sealed',
    mrnEnc: 'sealed',
    sex: pick(['male', 'female', null] as const),
    birthDate: next() < 0.03 ? null : day(1935, 365 * 70),
    diagnoses: JSON.stringify(
      Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        pick([
          { code: 'C16.9', text: '胃腺癌' },
          { code: 'C34.1', text: '肺腺癌' },
          { code: 'K29.7', text: '慢性胃炎' },
          { code: null, text: '胃癌术后' },
        ]),
      ),
    ),
    labs: JSON.stringify(
      Array.from({ length: Math.floor(next() * 8) }, () => ({
        test: pick(['ALT', '中性粒细胞计数', '肌酐', 'AST']),
        value: Math.round(next() * 1500) / 10,
        date: day(2026, 330),
      })),
    ),
    priorDrugs: next() < 0.2 ? null : JSON.stringify([pick(['奥沙利铂', '卡培他滨', '紫杉醇', '信迪利单抗'])]),
    source: 1,
    createdAt: now,
    updatedAt: now,
  }));
}

const pg = serverUrl ? await createTestDatabase(serverUrl, newRunId()) : undefined;
const db = await openDatabase(pg?.url ?? ':memory:');
try {
  await loadDemoData(db);
  const { id: projectId } = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
  const rows = patientRows(projectId, count);
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('recruitPatient')
      .values(rows.slice(i, i + 500))
      .execute();
  const template = ruleTemplateById('gastric');
  if (!template) throw new Error('template gastric is missing');
  const now = new Date(AT).toISOString();
  await db
    .insertInto('recruitRule')
    .values({
      projectId,
      diseaseKey: 'default',
      ruleVersion: 1,
      status: 'published',
      name: 'bench',
      criteria: JSON.stringify(template.criteria),
      origin: null,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .execute();

  const service = createMatchService(db);
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof service.runProject>> | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    last = await service.runProject(projectId, processActor('system', AT));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  process.stdout.write(
    `recruit matching on ${pg ? 'PostgreSQL' : 'SQLite'}: ${count} patients, ${template.criteria.length} criteria: ` +
      `median ${median.toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')})\n` +
      `statuses: ${JSON.stringify(last?.byStatus)}\n`,
  );
} finally {
  await db.destroy();
  if (pg && serverUrl) await dropDatabase(serverUrl, pg.name);
}
