import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SERVER_MSG, type IdentityProviderInfo } from '@rehearse/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, unauthenticated } from '../../lib/http-errors.ts';
import type { AccountService } from '../accounts/account-service.ts';

export const CALLBACK_PATH = '/t1/auth/google/callback';
export const DEMO_CLIENT_ID = 'rehearse-demo';
const LOGIN_TTL_MS = 10 * 60 * 1000;
const GOOGLE_ISSUER_ALIASES = ['https://accounts.google.com', 'accounts.google.com'];

type Deps = { config: Config; db: Db; accounts: AccountService };

/**
 * Individual sign-in through OpenID Connect (DESIGN §3): authorization code + PKCE driven from the server
 * (state, verifier and nonce stored in oidc_logins, single use, 10 minutes), and verification of a bearer
 * ID token for google_login. The issuer is Google, any configured OIDC issuer, or the built-in demo provider.
 */
export function createIdentityService({ config, db, accounts }: Deps) {
  const kind = config.identity.kind;
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  /** The demo provider is both mounted and used by this server: one secret shared in memory. */
  const demoClientSecret = randomBytes(32).toString('base64url');
  const settings =
    config.identity.kind === 'google' || config.identity.kind === 'oidc'
      ? {
          issuer: config.identity.issuer,
          clientId: config.identity.clientId,
          clientSecret: config.identity.clientSecret,
        }
      : config.identity.kind === 'demo'
        ? { issuer: `${config.publicUrl}/idp`, clientId: DEMO_CLIENT_ID, clientSecret: demoClientSecret }
        : null;

  // Discovery happens on first use (the demo issuer is this very server, not listening yet at boot); a failure is retried next time.
  let client: Promise<oidc.Configuration> | undefined;
  const getClient = () => {
    if (!settings) throw new HttpError(404, SERVER_MSG.identityProviderMissing);
    client ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        client = undefined;
        throw err;
      });
    return client;
  };
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function signInWithClaims(
    issuer: string,
    claims: { sub: string; email?: unknown; name?: unknown; picture?: unknown },
  ) {
    if (typeof claims.email !== 'string' || !claims.email)
      throw unauthenticated(SERVER_MSG.emailRequiredFromProvider);
    const name =
      typeof claims.name === 'string' && claims.name.trim()
        ? claims.name.trim()
        : claims.email.split('@')[0]!;
    return accounts.identitySignIn({
      issuer,
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      name,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    });
  }

  return {
    kind,
    demoClient: { clientId: DEMO_CLIENT_ID, clientSecret: demoClientSecret, redirectUri },

    info(): IdentityProviderInfo {
      return config.identity.kind === 'none'
        ? { kind: 'none', label: SERVER_MSG.identityProviderMissing }
        : { kind: config.identity.kind, label: config.identity.label };
    },

    /** Where the popup goes first: the issuer's authorization endpoint with a fresh state, nonce and PKCE challenge. */
    async start(): Promise<string> {
      const configuration = await getClient();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await db.deleteFrom('oidc_logins').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('oidc_logins')
        .values({
          state,
          nonce,
          code_verifier: codeVerifier,
          expires_at: new Date(Date.now() + LOGIN_TTL_MS),
        })
        .execute();
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** The issuer's redirect back: exchange the code (checking state, PKCE, nonce), read the person, sign them in. */
    async callback(query: string) {
      const configuration = await getClient();
      const params = new URLSearchParams(query);
      const state = params.get('state') ?? '';
      const login = await db
        .deleteFrom('oidc_logins')
        .where('state', '=', state)
        .returningAll()
        .executeTakeFirst();
      if (!login || login.expires_at < new Date()) throw unauthenticated(SERVER_MSG.signInExpired);
      if (params.get('error')) throw unauthenticated(SERVER_MSG.signInFailed);
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${redirectUri}?${params}`), {
        pkceCodeVerifier: login.code_verifier,
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Some issuers (the demo one among them) put only `sub` in the ID token: the rest comes from userinfo.
      const profile = claims.email
        ? claims
        : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), sub: claims.sub };
      return signInWithClaims(configuration.serverMetadata().issuer, profile);
    },

    /** POST /t1/users/google_login: a bearer ID token checked against the issuer's JWKS, audience and expiry. */
    async verifyIdToken(idToken: string) {
      const configuration = await getClient();
      const metadata = configuration.serverMetadata();
      if (!metadata.jwks_uri) throw unauthenticated(SERVER_MSG.invalidIdToken);
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      const issuers = kind === 'google' ? GOOGLE_ISSUER_ALIASES : [metadata.issuer];
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: settings!.clientId }));
      } catch {
        throw unauthenticated(SERVER_MSG.invalidIdToken);
      }
      if (!payload.sub) throw unauthenticated(SERVER_MSG.invalidIdToken);
      return signInWithClaims(metadata.issuer, { ...payload, sub: payload.sub });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
