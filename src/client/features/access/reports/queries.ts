/** The report catalogue (page Reports) and a role's reports (roles page): keys start with 'staff' (memory only, never persisted). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReportApplyBody,
  type RoleReportsSaveBody,
  myReportApplicationsEndpoint,
  reportApplyEndpoint,
  reportCatalogueEndpoint,
  roleReportsEndpoint,
  roleReportsSaveEndpoint,
} from '../../../../shared/api/access/reports';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { roleKeys } from '../roles/queries';

export const reportKeys = { all: ['staff', 'reports'] as const };

export const reportQueries = {
  catalogue: () =>
    queryOptions({
      queryKey: [...reportKeys.all, 'catalogue'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(reportCatalogueEndpoint, { signal })).data,
    }),
  applications: () =>
    queryOptions({
      queryKey: [...reportKeys.all, 'applications'] as const,
      queryFn: async ({ signal }) => (await callEndpoint(myReportApplicationsEndpoint, { signal })).data,
    }),
  ofRole: (roleId: number) =>
    queryOptions({
      queryKey: [...roleKeys.all(), 'reports', roleId] as const,
      queryFn: async ({ signal }) => (await callEndpoint(roleReportsEndpoint, { params: { roleId }, signal })).data,
    }),
};

export function useReportActions() {
  const queryClient = useQueryClient();
  return {
    apply: useMutation({
      meta: { success: 'submitted' },
      mutationFn: async (body: ReportApplyBody) => (await callEndpointWithTip(reportApplyEndpoint, { body })).data,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    }),
  };
}

export function useRoleReportActions() {
  const queryClient = useQueryClient();
  return {
    save: useMutation({
      meta: { success: 'saved' },
      mutationFn: async (body: RoleReportsSaveBody) =>
        (await callEndpointWithTip(roleReportsSaveEndpoint, { body })).data,
      // The role's version moved: the role detail and its reports read again.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all() }),
    }),
  };
}
