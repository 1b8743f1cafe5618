/**
 * Single sign-on from the browser's side, without React and without any OpenID library:
 * whether the site offers it, going to the provider, and handing the provider's answer (the
 * sign-in page's query: code or error, with state) to the server, which does the rest.
 */
import { queryOptions } from '@tanstack/react-query';
import { ssoCallbackEndpoint, ssoConfigEndpoint, ssoStartEndpoint } from '../../../../shared/api/access/sso';
import { callSilently } from '../../../lib/silent-call';
import { type SignInRefusal, refusal } from './sign-in';

/** Leaves for the provider's page (one place, so a test can watch it). */
export const leaveFor = { url: (url: string) => window.location.assign(url) };

export const ssoQueries = {
  /** Under 'staff': never written to the device. */
  config: () =>
    queryOptions({
      queryKey: ['staff', 'auth', 'sso-config'] as const,
      queryFn: async ({ signal }) => {
        const answer = await callSilently(ssoConfigEndpoint, { signal });
        return answer.ok ? answer.value.data : { enabled: false, label: '' };
      },
      staleTime: Infinity,
    }),
};

/** The sign-in page's query, when the provider just sent the browser back to it. */
export function providerAnswer(search: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error')) ? params.toString() : undefined;
}

/** The provider's address to go to, or why not. */
export async function startSso(): Promise<{ kind: 'go'; url: string } | SignInRefusal> {
  const answer = await callSilently(ssoStartEndpoint, { body: {} }, { tip: true });
  return answer.ok ? { kind: 'go', url: answer.value.data.authorizationUrl } : refusal(answer);
}

export async function finishSso(query: string): Promise<{ kind: 'signed-in' } | SignInRefusal> {
  const answer = await callSilently(ssoCallbackEndpoint, { body: { query } }, { tip: true });
  return answer.ok ? { kind: 'signed-in' } : refusal(answer);
}
