import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';
import { STANDARD_ROLES } from '../seed/staff-roles';

const DOCUMENT_HELP = /^(DocumentSearch|helpArticle:)/;
type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;

/** A role's search and help grants as 'scope:kind:name', sorted. */
async function grantsOf(db: TestDb, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rolePermission')
    .innerJoin('role', 'role.id', 'rolePermission.roleId')
    .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
    .where('role.code', '=', code)
    .execute();
  return rows
    .filter((row) => DOCUMENT_HELP.test(row.name))
    .map((row) => `${row.scope}:${row.kind}:${row.name}`)
    .sort();
}

/** What a first start grants the role (staff-roles.ts), the same way. */
function firstStartGrants(code: string): string[] {
  const role = STANDARD_ROLES.find((entry) => entry.code === code);
  if (!role) throw new Error(`no standard role ${code}`);
  return (['system', 'project'] as const)
    .flatMap((scope) => [
      ...role[scope].pages.map((name) => `${scope}:page:${name}`),
      ...role[scope].buttons.map((name) => `${scope}:button:${name}`),
    ])
    .filter((grant) => DOCUMENT_HELP.test(grant.split(':').slice(2).join(':')))
    .sort();
}

describe('migration 047-document-help', () => {
  it('gives the standard roles of an existing database the search and help grants a first start gives, and files the help articles', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '043-documents');
    const codes = ['admin', 'investigator', 'coordinator', 'monitor', 'finance'];
    for (const code of codes) {
      await sql`insert into role (code, name, created_at, updated_at) values (${code}, ${code}, 'x', 'x')`.execute(db);
    }
    await migrateTo(db, '047-document-help');
    for (const code of codes) expect(await grantsOf(db, code), code).toEqual(firstStartGrants(code));
    expect(await grantsOf(db, 'monitor')).toEqual(['system:page:DocumentSearch']);
    expect(await grantsOf(db, 'finance')).toEqual([]);
    expect(await grantsOf(db, 'admin')).toContain('system:button:helpArticle:write');
    const articles = await db
      .selectFrom('docHelpArticle')
      .innerJoin('docHelpVersion', 'docHelpVersion.articleId', 'docHelpArticle.id')
      .select(['helpId', 'number', 'status'])
      .execute();
    expect(articles).toContainEqual({ helpId: 'help-document-binder', number: 1, status: 'effective' });
    await db.destroy();
  });
});
