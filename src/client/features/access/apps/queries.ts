/** The app list (page AppList) and the app switcher: keys start with 'staff' (memory only, never persisted). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  appDeleteEndpoint,
  appListEndpoint,
  appOpenEndpoint,
  appSaveEndpoint,
  myAppsEndpoint,
} from '../../../../shared/api/access/apps';
import type { BodyOf, ResponseOf } from '../../../../shared/api/contract/endpoint';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';

export type AppListData = ResponseOf<typeof appListEndpoint>['data'];
export type StaffApp = AppListData['apps'][number];
export type MyApp = ResponseOf<typeof myAppsEndpoint>['data'][number];
export type AppSaveBody = BodyOf<typeof appSaveEndpoint>;

export const appKeys = { all: ['staff', 'apps'] as const };

export const appQueries = {
  list: () =>
    queryOptions({
      queryKey: [...appKeys.all, 'list'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(appListEndpoint, { signal })).data,
    }),
  mine: () =>
    queryOptions({
      queryKey: [...appKeys.all, 'mine'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(myAppsEndpoint, { signal })).data,
      staleTime: 5 * 60 * 1000,
    }),
};

/** The address to open an app at (signed for the staff member when it passes them through). */
export async function openAppUrl(id: number): Promise<string> {
  return (await callEndpoint(appOpenEndpoint, { body: { id } })).data.url;
}

export function useAppActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: appKeys.all });
  return {
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: AppSaveBody) => (await callEndpointWithTip(appSaveEndpoint, { body })).data,
      onSuccess,
    }),
    remove: useMutation({
      meta: { success: 'deleted' },
      mutationFn: async (id: number) => (await callEndpointWithTip(appDeleteEndpoint, { body: { id } })).data,
      onSuccess,
    }),
  };
}
