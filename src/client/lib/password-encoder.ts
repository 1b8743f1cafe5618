/**
 * How a typed password travels (SPEC §5): RSA-OAEP with the server's public key unless the
 * site turned it off. The sign-in, the password changes and electronic signatures all send it
 * this way, so the server opens them with one cipher.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { LOGIN_CONFIG_KEYS } from '../../shared/api/access/auth';
import { publicKeyEndpoint } from '../../shared/api/access/security';
import { EncryptionError, createEncryptor } from './crypto';
import { callEndpoint } from './http';
import { siteQueries } from './site-queries';

/** Turns a typed password into what is sent; throws EncryptionError. */
export type PasswordEncoder = (plain: string) => string;

/** The server's public key: a 'staff' key, so it stays in memory and goes on sign-out. */
export const publicKeyQuery = () =>
  queryOptions({
    queryKey: ['staff', 'auth', 'public-key'] as const,
    queryFn: async ({ signal }) => (await callEndpoint(publicKeyEndpoint, { signal })).data.publicKey,
    staleTime: Infinity,
  });

/** The site says whether passwords travel encrypted: only an explicit 'false' turns it off. */
async function encryptionWanted(queryClient: QueryClient): Promise<boolean> {
  try {
    const flag = await queryClient.fetchQuery(siteQueries.configByKey(LOGIN_CONFIG_KEYS.passwordEncrypt));
    return flag !== false && flag !== 'false';
  } catch {
    return true;
  }
}

/**
 * Prepares the encoder before anything is sent: the public key and jsencrypt are loaded
 * here, so a failure stops the call with 'encryption failed' and no request at all.
 */
export async function passwordEncoder(queryClient: QueryClient): Promise<PasswordEncoder> {
  if (!(await encryptionWanted(queryClient))) return (plain) => plain;
  try {
    const encryptor = await createEncryptor(await queryClient.fetchQuery(publicKeyQuery()));
    return (plain) => {
      try {
        return encryptor.encrypt(plain);
      } catch {
        throw new EncryptionError();
      }
    };
  } catch {
    throw new EncryptionError();
  }
}
