import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config.ts';

const issuesOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.issues;
    throw err;
  }
  return [];
};

describe('parseConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(`${REPO_ROOT}/data`);
    expect(config.webDist).toBe(`${REPO_ROOT}/apps/web/dist`);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.identity).toEqual({ kind: 'demo', label: 'Sign in with Demo ID (offline demo)' });
    expect(config.sessionTtlMs).toBe(30 * 24 * 3600 * 1000);
  });

  it('reads values, treating empty strings as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://rehearse.example.com/',
      DATA_DIR: '/var/lib/rehearse',
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
      SUPERADMIN_EMAIL: 'Boss@Example.com',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://rehearse.example.com');
    expect(config.dataDir).toBe('/var/lib/rehearse');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(1);
    expect(config.superAdmin.email).toBe('boss@example.com');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, example.com' }, 'TRUST_PROXY'],
    [{ ACCOUNT_LOGIN_LIMIT: '0' }, 'ACCOUNT_LOGIN_LIMIT'],
    [{ DATABASE_TIMEOUT_SECONDS: '0' }, 'DATABASE_TIMEOUT_SECONDS'],
    [{ SUPERADMIN_EMAIL: 'boss' }, 'SUPERADMIN_EMAIL'],
    [{ SUPERADMIN_PASSWORD: '123' }, 'SUPERADMIN_PASSWORD'],
    // The sign-in form refuses these (ADR 085): a super admin made from them could never sign in.
    [{ SUPERADMIN_PASSWORD: 'p'.repeat(129) }, 'SUPERADMIN_PASSWORD'],
    [{ SUPERADMIN_EMAIL: 'boss@example.com?bcc=x@evil.co' }, 'SUPERADMIN_EMAIL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://sso.example.com' }, 'OIDC_CLIENT_ID'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
  ])('names the variable in the error for %j', (env, variable) => {
    const issues = issuesOf(env);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]!.startsWith(`${variable} `)).toBe(true);
  });

  it('never trusts every proxy hop: true is one hop; counts and address lists are taken as given', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(issuesOf({ TRUST_PROXY: 'everyone' })[0]).toContain('a number of proxy hops');
  });

  it('bounds database waits and password attempts per account by default', () => {
    const config = parseConfig({});
    expect(config.databaseTimeoutMs).toBe(10_000);
    expect(config.accountLoginLimit).toBe(10);
    expect(parseConfig({ DATABASE_TIMEOUT_SECONDS: '3' }).databaseTimeoutMs).toBe(3000);
  });

  it('chooses the identity provider: OIDC over Google over the demo, none in production', () => {
    const google = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' };
    const oidc = { OIDC_ISSUER: 'https://sso.example.com', OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' };
    expect(parseConfig(google).identity).toMatchObject({
      kind: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'g',
    });
    expect(parseConfig({ ...google, ...oidc }).identity).toMatchObject({
      kind: 'oidc',
      issuer: 'https://sso.example.com',
    });
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://r.example.com' };
    expect(parseConfig(prod).identity.kind).toBe('none');
    expect(parseConfig({ ...prod, DEMO_IDP: 'true' }).identity.kind).toBe('demo');
  });
});

describe('mail and billing settings (issue 12)', () => {
  it('writes mail to the log and leaves billing off by default', () => {
    const config = parseConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Rehearse <no-reply@localhost>' });
    expect(config.billing).toBeNull();
  });

  it('reads the SMTP server, the sender and the Stripe keys', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'Rehearse <no-reply@example.com>',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      from: 'Rehearse <no-reply@example.com>',
    });
    expect(config.billing).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://smtp.example.com:587' }, 'MAIL_FROM must be set when SMTP_URL is set'],
    [{ MAIL_FROM: 'no-reply' }, 'MAIL_FROM must be an email address'],
    [{ MAIL_FROM: 'Rehearse <no-reply>' }, 'MAIL_FROM must be an email address'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' },
      'STRIPE_WEBHOOK_SECRET must be the webhook',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'STRIPE_SECRET_KEY must be set together with STRIPE_WEBHOOK_SECRET',
    ],
    [{ STRIPE_API_URL: 'stripe-mock' }, 'STRIPE_API_URL must be a URL'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(issuesOf(env).join('\n')).toContain(message);
  });
});

describe('process roles and the engine settings (issue 13)', () => {
  const database = { DATABASE_URL: 'postgres://rehearse@db.example.com/rehearse' };

  it('does everything in one process by default; api and worker need a shared PostgreSQL', () => {
    expect(parseConfig({})).toMatchObject({ role: 'all', workerHealthPort: 3001 });
    expect(parseConfig({ ...database, PROCESS_ROLE: 'api' }).role).toBe('api');
    expect(parseConfig({ ...database, PROCESS_ROLE: 'worker', WORKER_HEALTH_PORT: '9101' })).toMatchObject({
      role: 'worker',
      workerHealthPort: 9101,
    });
    expect(issuesOf({ PROCESS_ROLE: 'worker' })).toEqual([
      'DATABASE_URL must be set when PROCESS_ROLE is worker (processes cannot share the embedded PostgreSQL)',
    ]);
    expect(issuesOf({ PROCESS_ROLE: 'scheduler', ...database })).toEqual([
      'PROCESS_ROLE must be all, api or worker',
    ]);
    expect(issuesOf({ WORKER_HEALTH_PORT: '-1' })[0]).toMatch(/^WORKER_HEALTH_PORT /);
  });

  it("parses the engine's LLM_, STT_ and TTS_ variables with the rest", () => {
    expect(parseConfig({}).engine).toEqual({ llm: null, stt: null, tts: null, embeddings: null });
    const engine = parseConfig({
      LLM_BASE_URL: 'https://llm.example.com/v1',
      LLM_MODEL: 'judge-1',
      TTS_BASE_URL: 'https://tts.example.com/v1',
      TTS_MODEL: 'voice-1',
    }).engine;
    expect(engine.llm).toEqual({
      baseUrl: 'https://llm.example.com/v1',
      apiKey: undefined,
      model: 'judge-1',
    });
    expect(engine.tts).toMatchObject({ model: 'voice-1', voice: 'alloy' });
  });

  it.each([
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL must be a URL'],
    [{ STT_BASE_URL: 'https://stt.example.com/v1' }, 'STT_MODEL is required when STT_BASE_URL is set'],
    [{ TTS_BASE_URL: 'https://tts.example.com/v1' }, 'TTS_MODEL is required when TTS_BASE_URL is set'],
  ])('refuses the engine setting %j, naming the variable', (env, message) => {
    const issues = issuesOf(env);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.startsWith(message)).toBe(true);
  });

  it('reports an engine problem together with the others', () => {
    expect(issuesOf({ PORT: 'abc', LLM_BASE_URL: 'https://llm.example.com/v1' })).toEqual([
      'PORT must be a whole number between 0 and 65535',
      'LLM_MODEL is required when LLM_BASE_URL is set',
    ]);
  });

  it('a bad LLM_ value stops the server with exit code 78 before PostgreSQL starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-config-'));
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(REPO_ROOT, 'apps/server'),
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LLM_BASE_URL: 'llm.example.com' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.status).toBe(78);
      expect(child.stderr).toContain('LLM_BASE_URL must be a URL such as https://api.openai.com/v1');
      // Nothing was started: no embedded PostgreSQL data directory, no lock.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
