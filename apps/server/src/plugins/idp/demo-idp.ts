import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { EMAIL_PATTERN, MSG } from '@rehearse/contracts';
import { createDemoAdapterClass, ExpiringMap } from './demo-adapter.ts';
import { demoLoginPage } from './demo-login-page.ts';

const PREFIX = '/idp';
/** A name typed on the demo form is needed only until the sign-in completes (claims are read right after). */
const NAME_TTL_MS = 15 * 60 * 1000;
const MAX_FORM_BYTES = 4096;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) break;
  }
  return new URLSearchParams(body.slice(0, MAX_FORM_BYTES));
}

/**
 * The built-in demo OpenID provider (DESIGN §3), mounted under /idp when no issuer is configured outside
 * production (or DEMO_IDP=true). It asks only for a name and an email. oidc-provider reads its own bodies,
 * so this plugin is encapsulated with every content-type parser removed, and hands the raw request over.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { identity } = app.services;
    if (identity.kind !== 'demo') return;
    const names = new ExpiringMap<string>();
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = {
      ...(await exportJWK(privateKey)),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    };

    const { DemoAdapter, clear } = createDemoAdapterClass();
    app.addHook('onClose', async () => clear());
    const provider = new Provider(`${app.config.publicUrl}${PREFIX}`, {
      clients: [
        {
          client_id: identity.demoClient.clientId,
          client_secret: identity.demoClient.clientSecret,
          redirect_uris: [identity.demoClient.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      adapter: DemoAdapter,
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      interactions: {
        url: (_ctx: KoaContextWithOIDC, interaction) => `${PREFIX}/interaction/${interaction.uid}`,
      },
      // Our own client: consent is implied, so the grant is created on the spot instead of asking.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const grantId =
          ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      findAccount: async (_ctx, email) => ({
        accountId: email,
        claims: async () => ({
          sub: email,
          email,
          email_verified: false,
          name: names.get(email) ?? email.split('@')[0],
        }),
      }),
    });
    // Only to build its own https URLs from X-Forwarded-Proto; client addresses come from Fastify (TRUST_PROXY).
    provider.proxy = app.config.trustProxy !== false;
    const handle = provider.callback();

    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.get<{ Params: { uid: string } }>(`${PREFIX}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoLoginPage(`${PREFIX}/interaction/${details.uid}/login`, { name: '', email: '' }));
    });

    app.post<{ Params: { uid: string } }>(`${PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const form = await readForm(request.raw);
      const name = (form.get('name') ?? '').trim();
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const error = !name
        ? MSG.nameRequired
        : !email
          ? MSG.emailRequired
          : !EMAIL_PATTERN.test(email)
            ? MSG.emailInvalid
            : undefined;
      if (error) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(demoLoginPage(`${PREFIX}/interaction/${details.uid}/login`, { name, email }, error));
      }
      names.set(email, name.slice(0, 60), NAME_TTL_MS);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    });

    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // Mounted under a prefix: oidc-provider derives its mount path from originalUrl vs url.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(PREFIX.length) || '/';
      await handle(raw, reply.raw);
    };
    app.all(PREFIX, toProvider);
    app.all(`${PREFIX}/*`, toProvider);
    // Loud on purpose: whoever runs this must know the "Google" button proves nothing here.
    app.log.warn(
      { issuer: `${app.config.publicUrl}${PREFIX}` },
      'DEMO IDENTITY PROVIDER ENABLED: anyone can sign in as any email address, no password asked. Never for real accounts; configure GOOGLE_CLIENT_ID/SECRET or OIDC_ISSUER instead.',
    );
  },
  { name: 'demo-idp', dependencies: ['services'], encapsulate: true },
);
