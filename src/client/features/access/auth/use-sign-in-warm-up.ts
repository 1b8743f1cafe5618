/**
 * Readies the sign-in and the page after it while the user types on the sign-in page: the
 * password's encoder (the site's encryption flag, the server's public key, jsencrypt), the
 * /staff guard and the code of the staff page the sign-in leads to. Without it, each of these
 * waited for the previous one after the click; a slow phone paid seconds for the chain.
 * Nothing is sent that the sign-in would not send; a failure here is met again, and worded,
 * by the sign-in itself.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { passwordEncoder } from '../../../lib/password-encoder';

export function useSignInWarmUp(next: string): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    const ignore = () => undefined;
    passwordEncoder(queryClient).catch(ignore);
    import('./guard').catch(ignore);
    const { pathname } = new URL(next, window.location.origin);
    for (const route of router.getMatchedRoutes(pathname)[0]) router.loadRouteChunk(route)?.catch(ignore);
  }, [queryClient, router, next]);
}
