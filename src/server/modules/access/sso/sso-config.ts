/**
 * The hospital's identity provider (OpenID Connect), configured by environment variables
 * (README 'Configuration', docs/operations.md). Without OIDC_ISSUER single sign-on is off:
 * no button on the sign-in page, and its start and callback answer 404.
 */

export interface SsoConfig {
  /** The provider's issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: this site's sign-in page, e.g. https://trials.example/login */
  redirectUri: string;
  /** Space-separated; always includes openid. */
  scopes: string;
  /** The ID token claim whose value names the staff account (default preferred_username). */
  linkClaim: string;
  /**
   * 'userName': a claim value that no link names yet signs in as the staff account of that
   * user name, and is linked to it from then on; 'none': only links the administrator made.
   */
  linkBy: 'userName' | 'none';
  /** The button's words; empty: '使用医院统一身份认证登录' / 'Sign in with the hospital's identity provider'. */
  buttonLabel: string;
}

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const;

/** The provider's settings, or undefined when OIDC_ISSUER and the others are all unset. */
export function readSsoConfig(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  const given = REQUIRED.filter((name) => env[name]?.trim());
  if (given.length === 0) return undefined;
  if (given.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !given.includes(name));
    throw new Error(`Set all of ${REQUIRED.join(', ')} for single sign-on (missing: ${missing.join(', ')})`);
  }
  const linkBy = env.OIDC_LINK_BY?.trim() || 'userName';
  if (linkBy !== 'userName' && linkBy !== 'none') throw new Error("OIDC_LINK_BY must be 'userName' or 'none'");
  const scopes = new Set(['openid', ...(env.OIDC_SCOPES ?? 'profile').split(/\s+/).filter(Boolean)]);
  return {
    issuer: env.OIDC_ISSUER!.trim(),
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
    redirectUri: env.OIDC_REDIRECT_URI!.trim(),
    scopes: [...scopes].join(' '),
    linkClaim: env.OIDC_LINK_CLAIM?.trim() || 'preferred_username',
    linkBy,
    buttonLabel: env.OIDC_BUTTON_LABEL?.trim() ?? '',
  };
}
