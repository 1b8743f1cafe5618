/** Starts the server: config, keys, database (migrated, demo data on first start), listen. */
import closeWithGrace from 'close-with-grace';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { loadDemoData } from './db/seed/load-demo';
import { ensureKeys } from './keys';
import { loggerOptions } from './lib/logger-options';

const config = readConfig();
const keys = ensureKeys(config.dataDir);
const db = await openDatabase(config.databaseFile);
const seeded = await loadDemoData(db);

const app = await buildApp({
  db,
  keys,
  clientDir: existsSync(config.clientDir) ? config.clientDir : undefined,
  logger: loggerOptions(config.logLevel),
  rateLimitMax: config.rateLimitMax,
  frameAncestors: config.frameAncestors,
  trustProxy: config.trustProxy,
});
if (seeded) app.log.info('Loaded the demo hospital into a new database');
if (!existsSync(config.clientDir)) app.log.warn(`No built client at ${config.clientDir}: serving the API only`);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await app.close();
  await db.destroy();
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(`\nClinical trial recruitment portal: http://${shownHost}:${config.port}\n\n`);
