/** Runs the versioned migrations in order; each runs once, recorded in kysely_migration. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/001-initial';
import * as kiosk from './migrations/002-kiosk';
import * as staff from './migrations/003-staff';
import * as departments from './migrations/004-departments';
import * as sharedState from './migrations/005-shared-state';
import * as shortTermSearch from './migrations/006-short-term-search';
import * as files from './migrations/008-files';
import type { Database } from './schema';

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-kiosk': kiosk,
  '003-staff': staff,
  '004-departments': departments,
  '005-shared-state': sharedState,
  '006-short-term-search': shortTermSearch,
  '008-files': files,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
