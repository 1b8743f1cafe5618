/**
 * The HIS sync end to end over HL7 FHIR R4: a FHIR server started here (the demo server of
 * `--demo-his`) holds N patients (default 10,000) with their conditions, labs and drugs; the
 * FHIR adapter reads them all (paged bundles, patients in batches of 50), then the sync takes
 * them into one project in one transaction (sealed identity, merge by MRN, audit) and matches
 * them. Prints seconds and rows/s of the read, the write and the whole, then a second sync
 * (every patient merged). Results are printed, not asserted.
 *
 *   npx tsx bench/his-sync.ts [--patients 10000]
 *   DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/his-sync.ts
 *
 * With a PostgreSQL server URL it works in a new database of its own and drops it after.
 */
import { openDatabase } from '../src/server/db/database';
import { createTestDatabase, dropDatabase, newRunId } from '../src/server/db/postgres-test-databases';
import { demoHisPatients } from '../src/server/db/seed/demo-his-patients';
import { loadDemoData } from '../src/server/db/seed/load-demo';
import { parseCommandLine, wholeNumber } from '../src/server/lib/command-line';
import { createFieldCipher } from '../src/server/lib/field-crypto';
import { syncProjectFromHis } from '../src/server/modules/recruitment/candidates/his-sync';
import { createRematch } from '../src/server/modules/recruitment/candidates/rematch';
import { startDemoFhirServer } from '../src/server/modules/recruitment/his/demo-fhir-server';
import { createFhirHisAdapter } from '../src/server/modules/recruitment/his/fhir-adapter';
import { processActor } from '../src/server/services/staff-write';
import { randomBytes } from 'node:crypto';

const command = {
  name: 'bench:his-sync',
  usage: `Usage: npx tsx bench/his-sync.ts [--patients 10000 --database-url URL]

A HIS sync of N patients from a FHIR R4 server started here into one project (read, write in
one transaction, match). DATABASE_URL or --database-url: a postgres:// server instead of an
in-memory SQLite database (a new database of its own, dropped after).

Options:
  --patients N          patients in the FHIR server (default 10000)
  --database-url URL    a postgres:// server
  -h, --help            show this help`,
  options: { patients: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } },
} as const;

const { values } = parseCommandLine(command);
const count = wholeNumber(command, '--patients', values.patients);
const serverUrl = values['database-url'] ?? process.env.DATABASE_URL;
const AT = Date.UTC(2026, 10, 23, 2, 0);
const TODAY = '2026-11-23';

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

const fhir = await startDemoFhirServer(demoHisPatients(TODAY, count));
const pg = serverUrl ? await createTestDatabase(serverUrl, newRunId()) : undefined;
const db = await openDatabase(pg?.url ?? ':memory:');
try {
  await loadDemoData(db);
  const { id: projectId } = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = new Date(AT).toISOString();
  // No diagnosis criterion: the rule takes every patient, so all N are read and written.
  const criteria = [{ id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 90 }];
  await db
    .insertInto('recruitRule')
    .values({
      projectId,
      ruleVersion: 1,
      status: 'published',
      name: 'bench',
      criteria: JSON.stringify(criteria),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .execute();
  const adapter = createFhirHisAdapter({ url: fhir.url, userName: null, password: null, timeoutMs: 60_000 });
  const cipher = createFieldCipher([randomBytes(32)]);
  const rematch = createRematch(db);
  const engine = pg ? 'PostgreSQL' : 'SQLite';
  for (const round of ['first sync', 'second sync (all merged)']) {
    const started = performance.now();
    const patients = await adapter.fetchPatients({ codes: [], keywords: [], everyone: true });
    const read = performance.now() - started;
    const requests = fhir.requests();
    const input = { projectId, adapterName: adapter.name, patients };
    const answer = await syncProjectFromHis(db, cipher, rematch, input, processActor('system', AT));
    const total = performance.now() - started;
    process.stdout.write(
      `HIS sync over FHIR R4 on ${engine}, ${round}: ${answer.taken} of ${count} patients ` +
        `(created ${answer.created}, merged ${answer.merged})\n` +
        `  read  ${seconds(read)} s, ${rate(patients.length, read)} patients/s (${requests} HTTP requests so far)\n` +
        `  write ${seconds(total - read)} s, ${rate(answer.taken, total - read)} rows/s (one transaction, then matching)\n` +
        `  total ${seconds(total)} s, ${rate(answer.taken, total)} rows/s\n`,
    );
  }
} finally {
  await db.destroy();
  await fhir.close();
  if (pg && serverUrl) await dropDatabase(serverUrl, pg.name);
}
