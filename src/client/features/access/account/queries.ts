/** The signed-in user's own profile and its writes; keys start with 'staff' (memory only). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MyProfileSaveBody,
  myAvatarSaveEndpoint,
  myProfileEndpoint,
  myProfileSaveEndpoint,
} from '../../../../shared/api/access/my-account';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { authKeys } from '../auth/queries';
import type { SuccessRule } from '../../../lib/mutation-success';

export const accountKeys = { profile: () => ['staff', 'account', 'profile'] as const };

export const accountQueries = {
  profile: () =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: async ({ signal }) => (await callEndpoint(myProfileEndpoint, { signal })).data,
    }),
};

/** The header shows the name from the who answer: it is re-read after a change. */
function useAccountWrite<V, R>(write: (variables: V) => Promise<R>, success: SuccessRule | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success },
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: authKeys.who() }),
      ]),
  });
}

export const useSaveProfile = () =>
  useAccountWrite(
    async (body: MyProfileSaveBody) => (await callEndpointWithTip(myProfileSaveEndpoint, { body })).data,
    'saved',
  );

export const useSaveAvatar = () =>
  useAccountWrite(
    async (dataUrl: string | null) => (await callEndpointWithTip(myAvatarSaveEndpoint, { body: { dataUrl } })).data,
    'saved',
  );
