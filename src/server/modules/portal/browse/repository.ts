/** All SQL of the public portal: site settings, form config, projects, outpatients, orgs (org_entry and the department tree). */
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import {
  type Outpatient,
  PROJECT_DETAIL_FIELDS,
  PROJECT_SUMMARY_FIELDS,
  type Project,
  type ProjectSearch,
  type ProjectSummary,
  type SiteInfo,
} from '../../../../shared/api/portal/portal';
import type { Db } from '../../../db/database';
import { gramSpellings } from '../../../db/case-classes';
import { type Dialect, dialectOf } from '../../../db/dialect';
import { containsIgnoringCase, hasNonAsciiCase } from '../../../db/like';
import type { Database } from '../../../db/schema';
import {
  CONTAINS_FILTERS,
  EQUALS_FILTERS,
  LIST_FILTERS,
  splitFilterList,
} from '../../../../shared/domain/portal/project-search';

type ProjectQuery = SelectQueryBuilder<Database, 'project', object>;

/** The trigram indexes only find terms of three characters or more. */
const TRIGRAM_MIN_LENGTH = 3;

/** A quoted FTS5 phrase: the user's text is matched literally, never parsed as syntax. */
const ftsPhrase = (keyword: string) => `"${keyword.replaceAll('"', '""')}"`;

/** The last code point: 'x' <= gram < 'x' + this holds every gram starting with 'x'. */
const MAX_CHAR = '\u{10FFFF}';

/**
 * The term as the gram index holds it (migration 006): lower-cased alike on PostgreSQL; on
 * SQLite, whose lower() folds ASCII only, every spelling that lowers alike. Undefined when
 * no gram can stand for the term.
 */
function indexedGrams(term: string, dialect: Dialect): string[] | undefined {
  if (dialect === 'postgres') return [term.toLowerCase()];
  if (!hasNonAsciiCase(term)) return [term.replace(/[A-Z]/g, (c) => c.toLowerCase())];
  return gramSpellings(term);
}

/**
 * The ids of projects whose searchable text holds a term of one or two characters, from
 * the gram index (migration 006); undefined when the index cannot answer.
 */
function shortTermMatches(db: Db, term: string, dialect: Dialect) {
  const grams = indexedGrams(term, dialect);
  if (grams === undefined) return undefined;
  const held = db.selectFrom('projectSearchGram').select('projectSearchGram.projectId');
  if ([...term].length === 2) return held.where('gram', 'in', grams);
  // One character: the grams starting with it (MAX_CHAR).
  return held.where((eb) =>
    eb.or(grams.map((gram) => eb.and([eb('gram', '>=', gram), eb('gram', '<', gram + MAX_CHAR)]))),
  );
}

/**
 * The keyword matches name, tested diseases or trial medicine anywhere, ignoring case
 * (KEYWORD_FIELDS; the client's offline search matches the same way). Both engines search
 * the narrow copy of those columns (project_search_text, kept by triggers): a term of one
 * or two characters goes to the gram index; on SQLite a term of 3+ characters to the FTS5
 * trigram index over it, on PostgreSQL the pg_trgm index serves the ILIKE below.
 */
function matchKeyword(db: Db, query: ProjectQuery, keyword: string, dialect: Dialect): ProjectQuery {
  const length = [...keyword].length;
  const short = length < TRIGRAM_MIN_LENGTH ? shortTermMatches(db, keyword, dialect) : undefined;
  if (short) return query.where('project.id', 'in', short);
  if (dialect === 'sqlite' && length >= TRIGRAM_MIN_LENGTH) {
    return query.where(
      'project.id',
      'in',
      sql<number>`(select rowid from project_search where project_search match ${ftsPhrase(keyword)})`,
    );
  }
  return query.where((eb: ExpressionBuilder<Database, 'project'>) =>
    eb(
      'project.id',
      'in',
      eb
        .selectFrom('projectSearchText')
        .select('projectSearchText.projectId')
        .where((text) =>
          text.or([
            containsIgnoringCase(text, dialect, 'projectSearchText.name', keyword),
            containsIgnoringCase(text, dialect, 'projectSearchText.testedDiseases', keyword),
            containsIgnoringCase(text, dialect, 'projectSearchText.trialMedicine', keyword),
          ]),
        ),
    ),
  );
}

/** A search without its paging: what a match set is computed for. */
export type MatchSearch = Omit<ProjectSearch, 'offset' | 'limit'>;

/** Only published projects reach the public API (drafts and archived projects are staff data). */
const PUBLISHED = 1;

function applySearch(db: Db, search: MatchSearch): ProjectQuery {
  const dialect = dialectOf(db);
  let q: ProjectQuery = db.selectFrom('project').where('project.published', '=', PUBLISHED);
  const keyword = search.keyword?.trim();
  if (keyword) q = matchKeyword(db, q, keyword, dialect);
  for (const field of CONTAINS_FILTERS) {
    const value = search[field]?.trim();
    if (value) q = q.where((eb) => containsIgnoringCase(eb, dialect, field, value));
  }
  for (const field of EQUALS_FILTERS) {
    const value = search[field]?.trim();
    if (value) q = q.where(field, '=', value);
  }
  for (const field of LIST_FILTERS) {
    const values = splitFilterList(search[field] ?? '');
    if (values.length > 0) q = q.where(field, 'in', values);
  }
  return q;
}

export function createPortalRepository(db: Db) {
  // Compiled once: it runs before every public list answer, and building it costs as much as running it.
  const projectsVersionQuery = db
    .selectFrom('dataVersion')
    .select('version')
    .where('domain', '=', 'projects')
    .compile();

  return {
    async siteInfo(): Promise<SiteInfo | undefined> {
      const site = await db.selectFrom('site').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!site) return undefined;
      const [banners, regmark, apps] = await Promise.all([
        db.selectFrom('siteBanner').select(['url', 'alt']).orderBy('sort').execute(),
        db.selectFrom('regmark').selectAll().where('id', '=', 1).executeTakeFirst(),
        db.selectFrom('app').select(['id', 'name', 'url', 'icon']).orderBy('sort').execute(),
      ]);
      const { id: _siteId, version: _version, sourceCheck, kioskMode, ...siteFields } = site;
      return {
        site: { ...siteFields, sourceCheck: sourceCheck === 1, kioskMode: kioskMode === 1, banners },
        regmark: {
          regInstruction: regmark?.regInstruction ?? '',
          attechment: regmark?.attechment ?? '',
          attechmentEnum: regmark?.attechmentEnum ?? '',
          editRight: regmark?.editRight ?? 20,
        },
        app: apps,
      };
    },

    formConfig() {
      return db.selectFrom('formConfig').select(['configkey', 'configvalue']).orderBy('configkey').execute();
    },

    /**
     * Every project the search matches (its paging aside), as ids in list order: newest
     * start first, then newest id. The list's pages and total are cut from this set.
     */
    async matchingIds(search: MatchSearch): Promise<Int32Array> {
      const rows = await applySearch(db, search)
        .select('project.id')
        .orderBy('actionTime', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return Int32Array.from(rows, (row) => row.id);
    },

    /**
     * The gram index entries that answer this keyword alone, when it is two characters (each
     * entry is then one primary-key range, whose size is cheap to bound); otherwise undefined.
     */
    keywordGrams(keyword: string | undefined): string[] | undefined {
      const term = keyword?.trim() ?? '';
      return [...term].length === 2 ? indexedGrams(term, dialectOf(db)) : undefined;
    },

    /** How many projects (published or not) hold the grams, counted up to `cap` and no further. */
    async gramHolders(grams: string[], cap: number): Promise<number> {
      const { holders } = await db
        .selectFrom((eb) =>
          eb.selectFrom('projectSearchGram').select('projectId').where('gram', 'in', grams).limit(cap).as('held'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('holders'))
        .executeTakeFirstOrThrow();
      // PostgreSQL answers count(*) as text.
      return Number(holders);
    },

    /** Which of these projects hold one of the grams: a primary-key probe each. */
    async gramHolding(grams: string[], ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('projectSearchGram')
        .select('projectId')
        .where('gram', 'in', grams)
        .where('projectId', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.projectId));
    },

    /** The list rows of these projects, in the order given (a deleted or withdrawn one is left out). */
    async summaries(ids: readonly number[]): Promise<ProjectSummary[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('project')
        .select(PROJECT_SUMMARY_FIELDS)
        .where('id', 'in', ids)
        .where('published', '=', PUBLISHED)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The 'projects' counter of table data_version: triggers bump it in the same transaction
     * as every write to project, outpatient, site and dict_item, whichever connection or
     * instance makes it (migration 005). One primary-key read.
     */
    async projectsVersion(): Promise<number> {
      const { rows } = await db.executeQuery(projectsVersionQuery);
      // PostgreSQL answers bigint columns as text.
      return Number(rows[0]?.version ?? 0);
    },

    /** A published project's public detail; with `drafts`, any project (the staff preview). */
    async projectById(id: number, { drafts = false } = {}): Promise<Project | undefined> {
      let query = db.selectFrom('project').select(PROJECT_DETAIL_FIELDS).where('id', '=', id);
      if (!drafts) query = query.where('published', '=', PUBLISHED);
      return query.executeTakeFirst();
    },

    outpatients(projectId: number): Promise<Outpatient[]> {
      return db
        .selectFrom('outpatient')
        .select(['deptName', 'doctName', 'seeTime'])
        .where('projectId', '=', projectId)
        .orderBy('sort')
        .execute();
    },

    /**
     * The org list: 'dep' is the departments, the units directly under the hospital root of
     * the organization tree (id -> name); the other keys come from org_entry.
     */
    async orgs(): Promise<{ key: string; data: Record<string, string> }[]> {
      const departments = await db
        .selectFrom('organization as dept')
        .innerJoin('organization as root', 'root.id', 'dept.parentId')
        .select(['dept.id', 'dept.name'])
        .where('root.parentId', 'is', null)
        .orderBy('dept.sort')
        .orderBy('dept.id')
        .execute();
      const byKey = new Map<string, Record<string, string>>([
        ['dep', Object.fromEntries(departments.map((dept) => [String(dept.id), dept.name]))],
      ]);
      const rows = await db
        .selectFrom('orgEntry')
        .selectAll()
        .where('orgKey', '!=', 'dep')
        .orderBy('orgKey')
        .orderBy('sort')
        .execute();
      for (const row of rows) {
        const data = byKey.get(row.orgKey) ?? {};
        data[row.entryId] = row.name;
        byKey.set(row.orgKey, data);
      }
      return [...byKey].map(([key, data]) => ({ key, data }));
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
