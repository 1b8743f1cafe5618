/**
 * After rows are inserted with explicit ids (demo departments keep their ids 1001...),
 * PostgreSQL's serial sequence must move past them or the next insert collides; SQLite's
 * AUTOINCREMENT already continues after the largest id.
 */
import { type QueryExecutorProvider, sql } from 'kysely';
import { dialectOf } from './dialect';

export async function moveIdSequencePastRows(db: QueryExecutorProvider, table: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}
