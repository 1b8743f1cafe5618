/** Query factories and writes of registration review; keys start with 'staff' (memory only). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RegistrationListQuery,
  type RegistrationRow,
  registrationListEndpoint,
  registrationPassEndpoint,
  registrationRefuseEndpoint,
} from '../../../../shared/api/access/registration';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import type { SuccessRule } from '../../../lib/mutation-success';

export const registrationKeys = { all: () => ['staff', 'registrations'] as const };

export const registrationQueries = {
  list: (query: RegistrationListQuery) =>
    queryOptions({
      queryKey: [...registrationKeys.all(), 'list', query] as const,
      queryFn: async ({ signal }) => {
        const { rows, total } = await callEndpoint(registrationListEndpoint, { query, signal });
        return { rows, total };
      },
      placeholderData: keepPreviousData,
    }),
};

function useRegistrationWrite<V, R>(write: (variables: V) => Promise<R>, success: SuccessRule | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success },
    mutationFn: write,
    // A passed request creates a user: the user lists change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'users'] }),
      ]),
  });
}

export const usePassRegistration = () =>
  useRegistrationWrite(
    async (row: RegistrationRow) =>
      (await callEndpointWithTip(registrationPassEndpoint, { body: { id: row.id, version: row.version } })).data,
    'statusUpdated',
  );

export const useRefuseRegistration = () =>
  useRegistrationWrite(
    async ({ row, note }: { row: RegistrationRow; note: string }) =>
      callEndpointWithTip(registrationRefuseEndpoint, { body: { id: row.id, version: row.version, note } }),
    'statusUpdated',
  );
