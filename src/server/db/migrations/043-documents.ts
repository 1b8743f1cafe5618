/**
 * Documents (documents area, issue 29 part 1, SPEC §7 /doc/*, gctms directory templates): the
 * study binder (investigator site file). Kept for the life of the database; nothing here is
 * deleted except a draft version (and its document when that was its only version).
 *
 * - `doc_template`, `doc_template_version`, `doc_template_folder`: the binder's folder
 *   structure as templates with versions (draft, published, retired; one published per
 *   template); a version's ordered folder tree (`code` '03', '03.01'; `parent_code`), names in
 *   zh-CN and English and the file kinds each folder allows ('pdf,office,image').
 * - `doc_folder`: a project's folders, copied from the published template version when the
 *   project is created (and here, for the projects that exist) or added per project.
 * - `doc_document`: a document in a folder (title, kind, owner).
 * - `doc_document_version`: its versions, numbered from 1 and never overwritten: status
 *   (shared/domain/documents/versions.ts), effective and expiry days, the file (a private
 *   `stored_file`, bytes in the content-hashed file store), who uploaded it and when.
 *
 * Also grants the binder's pages and buttons to an existing database's standard roles as a
 * first start grants them (seed/staff-roles.ts). Times are ISO 8601 UTC, days 'YYYY-MM-DD'.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const DOCUMENT_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin'], 'system', 'page', ['DocumentTemplates']),
  ...roleGrants(['admin'], 'system', 'button', ['docTemplate:manage']),
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', ['DocumentBinder']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', ['document:upload']),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['document:folder']),
];

type Folder = [code: string, name: string, nameEn: string, kinds: string];
/** The standard ISF sections (ICH E6 essential documents), as version 1 of the template. */
const ISF_FOLDERS: Folder[] = [
  ['01', '方案及修正案', 'Protocol and amendments', 'pdf,office'],
  ['02', '研究者手册', "Investigator's brochure", 'pdf'],
  ['03', '伦理审查', 'Ethics review', 'pdf,image'],
  ['03.01', '伦理批件', 'Ethics approvals', 'pdf,image'],
  ['03.02', '伦理递交与往来', 'Ethics submissions and correspondence', 'pdf,office,image'],
  ['04', '合同与保险', 'Contracts and insurance', 'pdf,image'],
  ['05', '授权分工表', 'Delegation log', 'pdf,office'],
  ['06', '研究者资质', "Investigators' qualifications", 'pdf,image'],
  ['06.01', '研究者简历', 'CVs', 'pdf,office,image'],
  ['06.02', 'GCP 培训证书', 'GCP certificates', 'pdf,image'],
  ['07', '培训记录', 'Training records', 'pdf,office,image'],
  ['08', '监查报告', 'Monitoring reports', 'pdf'],
  ['09', 'SAE 报告', 'SAE reports', 'pdf'],
  ['10', '药品清点记录', 'Drug accountability', 'pdf,office'],
  ['11', '实验室正常值与资质', 'Lab normal ranges and certifications', 'pdf,image'],
  ['12', '往来函件', 'Correspondence', 'pdf,office,image'],
];

const parentOf = (code: string) => (code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null);

async function createTemplates(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('doc_template')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('name_en', 'text'),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('doc_template_version')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('template_id', 'integer', refTo('doc_template'))
      .addColumn('number', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('note', 'text')
      .addColumn('published_at', 'text')
      .addColumn('published_by', 'text')
      .addUniqueConstraint('doc_template_version_number', ['template_id', 'number'])
      .addCheckConstraint('doc_template_version_status', sql`status in ('draft', 'published', 'retired')`),
  ).execute();
  await db.schema
    .createTable('doc_template_folder')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('template_version_id', 'integer', refTo('doc_template_version'))
    .addColumn('code', 'text', notNull)
    .addColumn('parent_code', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('name_en', 'text')
    .addColumn('sort', 'integer', notNull)
    .addColumn('allowed_kinds', 'text', notNull)
    .addUniqueConstraint('doc_template_folder_code', ['template_version_id', 'code'])
    .execute();
}

async function createBinder(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('doc_folder')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      // Null for a top-level folder.
      .addColumn('parent_id', 'integer', (c) => c.references('doc_folder.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('name_en', 'text')
      .addColumn('sort', 'integer', notNull)
      .addColumn('allowed_kinds', 'text', notNull)
      .addColumn('template_version_id', 'integer', optionalRef('doc_template_version'))
      .addUniqueConstraint('doc_folder_code', ['project_id', 'code']),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('doc_document')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('folder_id', 'integer', refTo('doc_folder'))
      .addColumn('title', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('owner_id', 'integer', optionalRef('staff_user'))
      .addColumn('owner_name', 'text', notNull),
  ).execute();
  await db.schema.createIndex('doc_document_folder').on('doc_document').columns(['project_id', 'folder_id']).execute();
  await db.schema
    .createTable('doc_document_version')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('document_id', 'integer', refTo('doc_document'))
    .addColumn('number', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('effective_on', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_file.id'))
    .addColumn('note', 'text')
    .addColumn('uploader_id', 'integer', optionalRef('staff_user'))
    .addColumn('uploader_name', 'text', notNull)
    .addColumn('uploaded_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('doc_document_version_number', ['document_id', 'number'])
    .addCheckConstraint(
      'doc_document_version_status',
      sql`status in ('draft', 'inReview', 'effective', 'superseded', 'withdrawn')`,
    )
    .execute();
}

/** The standard ISF template, version 1 published, with its folders. */
async function addStandardTemplate(db: Kysely<unknown>, now: string): Promise<number> {
  const stamp = sql`'system', ${now}, ${now}, 1`;
  await sql`insert into doc_template (code, name, name_en, created_by, created_at, updated_at, version)
    values ('isf', '研究者文件夹（ISF）标准目录', 'Investigator site file (standard)', ${stamp})`.execute(db);
  await sql`insert into doc_template_version (template_id, number, status, note, published_at, published_by,
      created_by, created_at, updated_at, version)
    select id, 1, 'published', 'ICH E6 essential documents', ${now}, 'system', ${stamp}
    from doc_template where code = 'isf'`.execute(db);
  const { rows } = await sql<{ id: number }>`select v.id from doc_template_version v
    join doc_template t on t.id = v.template_id where t.code = 'isf' and v.number = 1`.execute(db);
  const versionId = Number(rows[0]?.id);
  for (const [sort, [code, name, nameEn, kinds]] of ISF_FOLDERS.entries()) {
    await sql`insert into doc_template_folder (template_version_id, code, parent_code, name, name_en, sort, allowed_kinds)
      values (${versionId}, ${code}, ${parentOf(code)}, ${name}, ${nameEn}, ${sort + 1}, ${kinds})`.execute(db);
  }
  return versionId;
}

/**
 * Copies a template version's folders into every project that has none of them yet: the top
 * level first, then each deeper level under the parent of its code (the tree is two deep).
 */
async function copyIntoProjects(db: Kysely<unknown>, versionId: number, now: string): Promise<void> {
  for (const topLevel of [true, false]) {
    await sql`insert into doc_folder (project_id, parent_id, code, name, name_en, sort, allowed_kinds,
        template_version_id, created_by, created_at, updated_at, version)
      select p.id, ${topLevel ? sql`null` : sql`parent.id`}, tf.code, tf.name, tf.name_en, tf.sort,
        tf.allowed_kinds, tf.template_version_id, 'system', ${now}, ${now}, 1
      from doc_template_folder tf
      ${
        topLevel
          ? sql`cross join project p`
          : sql`join doc_folder parent on parent.code = tf.parent_code join project p on p.id = parent.project_id`
      }
      where tf.template_version_id = ${versionId}
        and ${topLevel ? sql`tf.parent_code is null` : sql`tf.parent_code is not null`}
        and not exists (select 1 from doc_folder f where f.project_id = p.id and f.code = tf.code)`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTemplates(db);
  await createBinder(db);
  const now = new Date().toISOString();
  const versionId = await addStandardTemplate(db, now);
  await copyIntoProjects(db, versionId, now);
  await grantToStandardRoles(db, DOCUMENT_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, DOCUMENT_GRANTS);
  for (const table of [
    'doc_document_version',
    'doc_document',
    'doc_folder',
    'doc_template_folder',
    'doc_template_version',
    'doc_template',
  ])
    await db.schema.dropTable(table).execute();
}
