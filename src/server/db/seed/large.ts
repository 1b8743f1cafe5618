/**
 * npm run seed:large: fills a database with N synthetic projects (large-projects.ts), loading
 * the demo set first if the DB is empty, or with --hospital grows it to a hospital's trial
 * office (large-hospital/).
 *
 *   npm run seed:large -- --projects 100000 [--db data/portal.db] [--seed 1]
 *   npm run seed:large -- --hospital [--scale 0.1] [--db data/portal.db] [--seed 1]
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../../config';
import { parseCommandLine, usageError, wholeNumber } from '../../lib/command-line';
import { openDatabase } from '../database';
import { displayLocation } from '../dialect';
import { seedHospital } from './large-hospital/run';
import { MAX_PROJECTS, generateLargeDataset } from './large-projects';
import { loadDemoData } from './load-demo';

const command = {
  name: 'seed:large',
  usage: `Usage: npm run seed:large -- --projects N [--db DATABASE] [--seed S]
       npm run seed:large -- --hospital [--scale F] [--db DATABASE] [--seed S]

Adds N synthetic projects (1 to ${MAX_PROJECTS}) for load, search and paging tests, drawn
from a seeded generator (the same seed gives the same rows); loads the demo set first if
the database is empty.

With --hospital, grows the database to a tertiary hospital's trial office after five years
(at scale 1: 300 projects, 80 staff, 30,000 candidates, 5,000 subjects, 60,000 visits,
10,000 AEs, 2,000 SAEs, 20,000 con-meds, 200,000 audit rows), with the data folder's
patient keys (DATA_DIR/keys, made if missing); run it once per database.

Options:
  --projects N   projects to add (required without --hospital)
  --hospital     grow to a hospital instead
  --scale F      the hospital's size, a fraction of the full size (default 1)
  --db DATABASE  a SQLite file or a postgres:// URL (default: DATABASE_URL, else
                 DATABASE_FILE, else DATA_DIR/portal.db)
  --seed S       the generator's seed, a whole number (default 1)
  -h, --help     show this help`,
  options: {
    projects: { type: 'string' },
    hospital: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    db: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
} as const;

function scaleOf(text: string): number {
  const scale = Number(text);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10)
    usageError(command, '--scale must be a number above 0, at most 10');
  return scale;
}

async function main(): Promise<void> {
  const { values } = parseCommandLine(command);
  if (values.hospital) {
    const config = readConfig();
    const seed = wholeNumber(command, '--seed', values.seed, 0);
    await seedHospital({
      location: values.db ?? config.database,
      dataDir: config.dataDir,
      scale: scaleOf(values.scale),
      seed,
    });
    return;
  }
  if (values.projects === undefined) usageError(command, '--projects is required');
  const count = wholeNumber(command, '--projects', values.projects);
  if (count > MAX_PROJECTS) usageError(command, `--projects must be at most ${MAX_PROJECTS}`);
  const seed = wholeNumber(command, '--seed', values.seed, 0);
  const location = values.db ?? readConfig().database;

  const db = await openDatabase(location);
  try {
    const started = performance.now();
    const demoLoaded = await loadDemoData(db);
    const result = await generateLargeDataset(db, count, seed);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${demoLoaded ? 'Loaded the demo set, then inserted' : 'Inserted'} ${result.projects} projects and ` +
        `${result.outpatients} outpatient rows into ${displayLocation(location)} in ${seconds} s\n`,
    );
  } finally {
    await db.destroy();
  }
}

// Run only as a script, so tests and benchmarks can import the generator.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
