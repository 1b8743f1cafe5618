/**
 * Reads for the public self-check: whether a project is public, and its published
 * recruitment rule's criteria. Read-only; the rules are written by the recruit-rules module.
 */
import type { Criterion } from '../../../../shared/domain/recruitment';
import type { Db } from '../../../db/database';

/** Only published projects reach the public API (the same test as the public detail). */
const PUBLISHED_PROJECT = 1;
const DEFAULT_DISEASE = 'default';

export interface PublishedCriteria {
  diseaseKey: string;
  criteria: Criterion[];
}

const CRITERION_KINDS = new Set(['age', 'sex', 'diagnosis', 'lab', 'priorDrug', 'manual']);

/** Rows are written through validated endpoints; this only guards the public page from a damaged row. */
function parseCriteria(json: string): Criterion[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Criterion =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { id?: unknown }).id === 'string' &&
      ((item as { role?: unknown }).role === 'inclusion' || (item as { role?: unknown }).role === 'exclusion') &&
      CRITERION_KINDS.has(String((item as { kind?: unknown }).kind)),
  );
}

export function createSelfCheckRepository(db: Db) {
  return {
    async projectIsPublic(projectId: number): Promise<boolean> {
      const row = await db
        .selectFrom('project')
        .select('id')
        .where('id', '=', projectId)
        .where('published', '=', PUBLISHED_PROJECT)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The published rule of the 'default' disease key, else of the first disease key by name; null without one. */
    async publishedCriteria(projectId: number): Promise<PublishedCriteria | null> {
      const rows = await db
        .selectFrom('recruitRule')
        .select(['diseaseKey', 'criteria'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .orderBy('diseaseKey')
        .execute();
      const chosen = rows.find((row) => row.diseaseKey === DEFAULT_DISEASE) ?? rows[0];
      return chosen ? { diseaseKey: chosen.diseaseKey, criteria: parseCriteria(chosen.criteria) } : null;
    },
  };
}
