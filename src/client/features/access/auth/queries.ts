/**
 * Query factories of the signed-in staff user. Every key starts with 'staff', so none is
 * ever written to the device (lib/public-queries.ts) and all go on sign-out or a 401
 * (lib/staff-data.ts): the profile and permissions live in memory only.
 */
import { queryOptions } from '@tanstack/react-query';
import { captchaEndpoint } from '../../../../shared/api/access/auth';
import { type WhoAnswer, whoEndpoint } from '../../../../shared/api/access/who';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { callEndpoint } from '../../../lib/http';
import { callSilently } from '../../../lib/silent-call';

/** Permissions change when an administrator edits a role: re-read now and then. */
const WHO_STALE_MS = 60_000;

export const authKeys = {
  all: () => ['staff'] as const,
  who: () => ['staff', 'who'] as const,
};

/** The who answer, or null when nobody is signed in (code '401'). Other failures throw. */
async function fetchWho(signal: AbortSignal): Promise<WhoAnswer | null> {
  const answer = await callSilently(whoEndpoint, { signal });
  if (answer.ok) return answer.value.data;
  if (answer.code === ResponseCode.unauthorized) return null;
  throw new Error(answer.message || `who: ${answer.code}`);
}

export const authQueries = {
  who: () =>
    queryOptions({
      queryKey: authKeys.who(),
      queryFn: ({ signal }) => fetchWho(signal),
      staleTime: WHO_STALE_MS,
      retry: false,
    }),
  /** A fresh image captcha per `attempt`: each one is single use. */
  captcha: (attempt: number) =>
    queryOptions({
      queryKey: ['staff', 'auth', 'captcha', attempt] as const,
      queryFn: async ({ signal }) => (await callEndpoint(captchaEndpoint, { signal })).data,
      staleTime: Infinity,
      gcTime: 0,
    }),
};
