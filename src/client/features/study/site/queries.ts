/**
 * The site settings page's data and its save; keys start with 'staff' (memory only). A save
 * also drops this tab's copy of the public site info, so the portal shows the change.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SiteSettingsSaveBody,
  siteSettingsEndpoint,
  siteSettingsSaveEndpoint,
} from '../../../../shared/api/study/site-settings';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { siteQueries } from '../../../lib/site-queries';
import { applySourceCheck } from '../../../lib/site-init';
import { uploadLimit } from '../../../lib/upload';
import { successText } from '../../../lib/mutation-success';
import { siteMessages } from './messages';

export const siteSettingsKeys = {
  settings: () => ['staff', 'site', 'settings'] as const,
  uploadLimit: () => ['staff', 'site', 'upload-limit'] as const,
};

export const siteSettingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: siteSettingsKeys.settings(),
      queryFn: async ({ signal }) => (await callEndpoint(siteSettingsEndpoint, { signal })).data,
    }),
  uploadLimit: () =>
    queryOptions({
      queryKey: siteSettingsKeys.uploadLimit(),
      queryFn: ({ signal }) => uploadLimit(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: successText(siteMessages, 'saved') },
    mutationFn: async (body: SiteSettingsSaveBody) =>
      (await callEndpointWithTip(siteSettingsSaveEndpoint, { body })).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteSettingsKeys.settings(), saved);
      const before = queryClient.getQueryData(siteQueries.info().queryKey);
      if (before && before.site.sourceCheck !== saved.sourceCheck) {
        applySourceCheck({ ...before, site: { ...before.site, sourceCheck: saved.sourceCheck } });
      }
      await queryClient.invalidateQueries({ queryKey: siteQueries.info().queryKey });
      await queryClient.invalidateQueries({ queryKey: siteQueries.formConfig().queryKey });
    },
  });
}
