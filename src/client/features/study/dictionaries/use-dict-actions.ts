/**
 * The writes of dictionary administration. After each, the administrators' lists and this
 * browser's public dictionaries (selects and labels) are fetched again; other browsers
 * refresh their public dictionaries when theirs go stale (siteQueries, one hour).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DictEntry,
  type DictEntryCreateBody,
  type DictEntryUpdateBody,
  dictEntryCreateEndpoint,
  dictEntryDeleteEndpoint,
  dictEntrySetEnabledEndpoint,
  dictEntryUpdateEndpoint,
  dictReorderEndpoint,
} from '../../../../shared/api/study/dict-admin';
import { callEndpointWithTip } from '../../../lib/http';
import { dictAdminKeys } from './queries';

const PUBLIC_DICTIONARIES = ['site', 'dictionaries'] as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dictAdminKeys.all() }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_DICTIONARIES }),
    ]);
}

export function useDictActions() {
  const onSuccess = useInvalidate();
  const create = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DictEntryCreateBody) =>
      (await callEndpointWithTip(dictEntryCreateEndpoint, { body })).data,
    onSuccess,
  });
  const update = useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: DictEntryUpdateBody) =>
      (await callEndpointWithTip(dictEntryUpdateEndpoint, { body })).data,
    onSuccess,
  });
  const setEnabled = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async ({ entry, enabled }: { entry: DictEntry; enabled: boolean }) =>
      (
        await callEndpointWithTip(dictEntrySetEnabledEndpoint, {
          body: { code: entry.code, key: entry.key, version: entry.version, enabled },
        })
      ).data,
    onSuccess,
  });
  const reorder = useMutation({
    meta: { success: 'saved' },
    mutationFn: async ({ code, order }: { code: string; order: DictEntry[] }) =>
      (
        await callEndpointWithTip(dictReorderEndpoint, {
          body: { code, items: order.map((entry) => ({ key: entry.key, version: entry.version })) },
        })
      ).data,
    // A refused order (stale) refreshes the list too, so the next move starts from the truth.
    onSettled: onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (entry: DictEntry) =>
      (
        await callEndpointWithTip(dictEntryDeleteEndpoint, {
          body: { code: entry.code, key: entry.key, version: entry.version },
        })
      ).data,
    onSuccess,
  });
  return { create, update, setEnabled, reorder, remove };
}

/** The order after moving the entry at `index` one place up (-1) or down (+1). */
export function movedOrder(entries: readonly DictEntry[], index: number, step: -1 | 1): DictEntry[] {
  const target = index + step;
  const order = [...entries];
  const moving = order[index];
  const other = order[target];
  if (!moving || !other) return order;
  order[index] = other;
  order[target] = moving;
  return order;
}
