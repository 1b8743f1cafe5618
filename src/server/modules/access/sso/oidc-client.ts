/**
 * The relying party's side of the authorisation code flow with PKCE, by openid-client: it
 * reads the provider's metadata, builds the authorisation address and exchanges the code,
 * validating the ID token (signature, issuer, audience, expiry, nonce) and the state.
 */
import * as oidc from 'openid-client';
import type { SsoConfig } from './sso-config';

export interface SsoFlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A provider on this machine may be reached over plain HTTP (tests, a local demo); any other needs HTTPS. */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

export function createOidcClient(config: SsoConfig) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(config.issuer);
    discovered ??= oidc
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        // The next sign-in tries again rather than failing until a restart.
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** New secrets for one sign-in, and the provider's address that starts it. */
    async start(): Promise<{ secrets: SsoFlowSecrets; authorizationUrl: string }> {
      const secrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: config.redirectUri,
        scope: config.scopes,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { secrets, authorizationUrl: url.href };
    },

    /** The ID token's claims after the code exchange; throws when the provider or the token is wrong. */
    async finish(query: string, secrets: SsoFlowSecrets): Promise<Record<string, unknown>> {
      const callback = new URL(config.redirectUri);
      callback.search = query;
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callback, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider answered no ID token');
      if (claims[config.linkClaim] !== undefined) return claims;
      // Many providers put profile claims (preferred_username, email) in userinfo only.
      const userInfo = await oidc.fetchUserInfo(await configuration(), tokens.access_token, claims.sub);
      return { ...userInfo, ...claims };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
