/**
 * Dictionary administration writes (SUITE.md 'Writes'): each in one transaction that loads
 * the entry, checks its version, applies the change and appends its audit row (entity
 * 'dict_item', id 'code:key', actions dict.create, dict.update, dict.enable, dict.reorder,
 * dict.delete). An entry in use (dict-usage.ts) is never deleted: the refusal says by how
 * many rows. Every write to dict_item moves the shared 'projects' data version (migration
 * 005), so the public answers of every instance reflect it at once.
 */
import type {
  DictEntryCreateBody,
  DictEntryRef,
  DictEntrySetEnabledBody,
  DictEntryUpdateBody,
  DictInUseRefusal,
  DictReorderBody,
  SavedDictEntry,
} from '../../../../shared/api/study/dict-admin';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { ApiError, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { DICT_USAGE, dictUseCounts } from './dict-usage';

/** Whether some column stores this dictionary's display names (so renaming an entry in use would orphan rows). */
const holdsNames = (code: string) => (DICT_USAGE[code] ?? []).some((use) => use.holds === 'value');
import { type DictAdminRepository, type DictEntryState, createDictAdminRepository } from './repository';

const ENTITY = 'dict_item';
const entityId = (code: string, key: string) => `${code}:${key}`;

async function entryForWrite(repo: DictAdminRepository, ref: DictEntryRef): Promise<DictEntryState> {
  const entry = await repo.entry(ref.code, ref.key);
  if (!entry) throw notFound({ 'zh-CN': '字典条目不存在', en: 'No such dictionary entry' });
  if (entry.version !== ref.version) throw staleVersion();
  return entry;
}

/** The refusal of deleting an entry that rows still hold. */
export function inUseRefusal(inUse: number): ApiError {
  const data: DictInUseRefusal = { reason: 'in_use', inUse };
  return new ApiError(
    400,
    ResponseCode.info,
    {
      'zh-CN': `该条目正被 ${inUse} 个项目使用，不能删除，只能停用`,
      en: `In use by ${inUse} projects: it cannot be deleted, only disabled`,
    },
    data,
  );
}

export function createDictAdminService(db: Db) {
  /** A versioned change of one entry with its audit row; no row and no audit when nothing changes. */
  const change = (
    ref: DictEntryRef,
    by: Actor,
    action: string,
    edit: () => Partial<Pick<DictEntryState, 'value' | 'valueEn' | 'enabled'>>,
    /** A domain rule on the change, checked in the same transaction. */
    check: (
      entry: DictEntryState,
      after: Partial<DictEntryState>,
      trx: Transaction<Database>,
    ) => Promise<void> = async () => undefined,
  ) =>
    db.transaction().execute(async (trx): Promise<SavedDictEntry> => {
      const repo = createDictAdminRepository(trx);
      const entry = await entryForWrite(repo, ref);
      const { before, after, changed } = changedFields<DictEntryState>(entry, edit());
      if (!changed) return { code: entry.code, key: entry.key, version: entry.version };
      await check(entry, after, trx);
      if (!(await repo.update(entry.code, entry.key, entry.version, after))) throw staleVersion();
      await appendAudit(trx, {
        ...auditActor(by),
        action,
        entity: ENTITY,
        entityId: entityId(entry.code, entry.key),
        before,
        after,
      });
      return { code: entry.code, key: entry.key, version: entry.version + 1 };
    });

  return {
    async create(body: DictEntryCreateBody, by: Actor): Promise<SavedDictEntry> {
      return db.transaction().execute(async (trx) => {
        const repo = createDictAdminRepository(trx);
        if (await repo.entry(body.code, body.key))
          throw fieldProblem('key', { 'zh-CN': '该字典中已有此编码', en: 'This code is already in the dictionary' });
        const entry = {
          code: body.code,
          key: body.key,
          value: body.value.trim(),
          valueEn: cleanText(body.valueEn),
          sort: await repo.nextSort(body.code),
          enabled: body.enabled ?? true,
        };
        await repo.insert(entry);
        await appendAudit(trx, {
          ...auditActor(by),
          action: 'dict.create',
          entity: ENTITY,
          entityId: entityId(entry.code, entry.key),
          after: entry,
        });
        return { code: entry.code, key: entry.key, version: 1 };
      });
    },

    update(body: DictEntryUpdateBody, by: Actor): Promise<SavedDictEntry> {
      const edit = () => ({ value: body.value.trim(), valueEn: cleanText(body.valueEn) });
      return change(body, by, 'dict.update', edit, async (entry, after, trx) => {
        if (after.value === undefined || !holdsNames(entry.code)) return;
        // Rows that store this entry's name would no longer match it.
        const inUse = (await dictUseCounts(trx, entry.code)).get(entry.key) ?? 0;
        if (inUse > 0)
          throw fieldProblem('value', {
            'zh-CN': `该条目的名称正被 ${inUse} 个项目使用，不能修改`,
            en: `The name is in use by ${inUse} projects and cannot change`,
          });
      });
    },

    setEnabled(body: DictEntrySetEnabledBody, by: Actor): Promise<SavedDictEntry> {
      return change(body, by, 'dict.enable', () => ({ enabled: body.enabled }));
    },

    async reorder(body: DictReorderBody, by: Actor): Promise<SavedDictEntry[]> {
      const wanted = body.items.map((item) => item.key);
      if (new Set(wanted).size !== wanted.length)
        throw fieldProblem('items', { 'zh-CN': '条目重复', en: 'Repeated entry' });
      return db.transaction().execute(async (trx) => {
        const repo = createDictAdminRepository(trx);
        const entries = await repo.entriesOf(body.code);
        const byKey = new Map(entries.map((entry) => [entry.key, entry]));
        if (entries.length !== wanted.length || wanted.some((key) => !byKey.has(key))) {
          // Someone added or deleted an entry since the list was read.
          throw staleVersion();
        }
        const saved: SavedDictEntry[] = [];
        for (const [sort, item] of body.items.entries()) {
          const entry = byKey.get(item.key);
          if (!entry || entry.version !== item.version) throw staleVersion();
          if (entry.sort === sort) {
            saved.push({ code: body.code, key: entry.key, version: entry.version });
            continue;
          }
          if (!(await repo.update(body.code, entry.key, entry.version, { sort }))) throw staleVersion();
          saved.push({ code: body.code, key: entry.key, version: entry.version + 1 });
        }
        await appendAudit(trx, {
          ...auditActor(by),
          action: 'dict.reorder',
          entity: ENTITY,
          entityId: body.code,
          before: { order: entries.map((entry) => entry.key) },
          after: { order: wanted },
        });
        return saved;
      });
    },

    async remove(body: DictEntryRef, by: Actor): Promise<SavedDictEntry> {
      return db.transaction().execute(async (trx) => {
        const repo = createDictAdminRepository(trx);
        const entry = await entryForWrite(repo, body);
        const inUse = (await dictUseCounts(trx, entry.code)).get(entry.key) ?? 0;
        if (inUse > 0) throw inUseRefusal(inUse);
        if (!(await repo.remove(entry.code, entry.key, entry.version))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(by),
          action: 'dict.delete',
          entity: ENTITY,
          entityId: entityId(entry.code, entry.key),
          before: entry,
        });
        return { code: entry.code, key: entry.key, version: entry.version };
      });
    },
  };
}
