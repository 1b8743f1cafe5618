/** Query factories of the login log and the audit trail; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AuditQuery,
  type LoginLogQuery,
  auditListEndpoint,
  loginLogListEndpoint,
} from '../../../../shared/api/access/audit';
import { callEndpoint } from '../../../lib/http';

export const auditQueries = {
  loginLog: (query: LoginLogQuery) =>
    queryOptions({
      queryKey: ['staff', 'login-log', query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(loginLogListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
  trail: (query: AuditQuery) =>
    queryOptions({
      queryKey: ['staff', 'audit', query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(auditListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
};
