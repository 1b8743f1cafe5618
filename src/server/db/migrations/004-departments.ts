/**
 * Departments move from the public org list's 'dep' entries (org_entry) into the
 * organization tree, under one root named after the hospital, keeping their ids so
 * everything that names a department by id still finds it. Databases seeded before the
 * staff suite need this; a new database has no 'dep' entries and nothing happens.
 * Portable SQL only (SQLite and PostgreSQL); ids that are not numbers are left as entries.
 */
import { type Kysely, sql } from 'kysely';
import { moveIdSequencePastRows } from '../id-sequence';

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows: existing } = await sql<{ n: number }>`select count(*) as n from organization`.execute(db);
  if (Number(existing[0]?.n ?? 0) > 0) return;
  const { rows: entries } = await sql<{ eid: string; name: string; sort: number }>`
    select entry_id as eid, name, sort from org_entry where org_key = 'dep' order by sort`.execute(db);
  const departments = entries.filter((entry) => /^[1-9][0-9]{0,8}$/.test(entry.eid));
  if (departments.length === 0) return;
  const { rows: site } = await sql<{ hospital: string }>`select hospital_name_full as hospital from site`.execute(db);
  const rootName = site[0]?.hospital || '医院';
  // Above every department id, so the root never takes one of theirs.
  const rootId = Math.max(...departments.map((entry) => Number(entry.eid))) + 1;
  await sql`insert into organization (id, parent_id, name, code, sort, version)
    values (${rootId}, null, ${rootName}, null, 0, 1)`.execute(db);
  for (const entry of departments) {
    await sql`insert into organization (id, parent_id, name, code, sort, version)
      values (${Number(entry.eid)}, ${rootId}, ${entry.name}, null, ${entry.sort}, 1)`.execute(db);
    await sql`delete from org_entry where org_key = 'dep' and entry_id = ${entry.eid}`.execute(db);
  }
  await moveIdSequencePastRows(db, 'organization');
}

export async function down(): Promise<void> {
  // The departments stay in the tree: staff may have edited them since.
}
