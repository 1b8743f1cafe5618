import { describe, expect, it } from 'vitest';
import { readSsoConfig } from './sso-config';

const FOUR = {
  OIDC_ISSUER: 'https://idp.hospital.example',
  OIDC_CLIENT_ID: 'trial-portal',
  OIDC_CLIENT_SECRET: 's3cret',
  OIDC_REDIRECT_URI: 'https://trials.hospital.example/login',
};

describe('single sign-on configuration', () => {
  it('is off when none of the variables is set', () => {
    expect(readSsoConfig({})).toBeUndefined();
  });

  it('takes the four required variables with defaults for the rest, always asking openid', () => {
    expect(readSsoConfig({ ...FOUR, OIDC_SCOPES: 'email profile' })).toEqual({
      issuer: FOUR.OIDC_ISSUER,
      clientId: 'trial-portal',
      clientSecret: 's3cret',
      redirectUri: FOUR.OIDC_REDIRECT_URI,
      scopes: 'openid email profile',
      linkClaim: 'preferred_username',
      linkBy: 'userName',
      buttonLabel: '',
    });
  });

  it('names what is missing, and refuses an unknown linking rule', () => {
    expect(() => readSsoConfig({ OIDC_ISSUER: FOUR.OIDC_ISSUER })).toThrow(/missing: OIDC_CLIENT_ID/);
    expect(() => readSsoConfig({ ...FOUR, OIDC_LINK_BY: 'email' })).toThrow(/OIDC_LINK_BY/);
  });
});
