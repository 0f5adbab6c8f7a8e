import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN, TEXT_LIMITS } from '@rehearse/contracts';
import { loadEngineConfig, type EngineConfig } from '@rehearse/engine/config';
import { z } from 'zod';

/** What a process runs (ADR 125): everything, the HTTP side only, or the job handlers only. */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Repository root: config paths default relative to it so `npm start` works from any directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z.url({ error: 'must be a URL such as https://example.com' }).optional(),
);
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );
const port = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(fallback),
  );

/** Days a kind of data is kept (privacy policy, ADR 073): at least a day, at most ten years. */
const retentionDays = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650')
      .default(fallback),
  );

const TRUST_PROXY_HELP =
  'must be false, a number of proxy hops (1 = one reverse proxy in front), or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8,127.0.0.1';
/** Names proxy-addr (Fastify's trustProxy) knows for the usual private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops in X-Forwarded-For are ours (ADR 080). `true` means exactly one proxy, never "every hop": trusting
 * every hop lets anyone choose their own address (and so walk around the rate limits) by sending the header.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      const v = value.trim().toLowerCase();
      if (['false', 'no', '0'].includes(v)) return false;
      if (['true', 'yes'].includes(v)) return 1;
      if (/^\d+$/.test(v)) {
        if (Number(v) <= 10) return Number(v);
        ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxy hops' });
        return z.NEVER;
      }
      const entries = v.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return z.NEVER;
    }),
);

/** An address, or `Name <address>`, as a From header takes it. */
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z
        .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
        .default('development'),
    ),
    PORT: port(3000),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be one of fatal, error, warn, info, debug, trace, silent',
        })
        .default('info'),
    ),
    TRUST_PROXY: trustProxy,
    WEB_DIST: z.preprocess(emptyToUndefined, z.string().default('apps/web/dist')),
    SUPERADMIN_EMAIL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        // The sign-in form's own pattern and limits: the super admin must be able to sign in with them.
        .regex(EMAIL_PATTERN, 'must be an email address')
        .max(TEXT_LIMITS.email, `must be at most ${TEXT_LIMITS.email} characters`)
        .default('admin@rehearse.local'),
    ),
    SUPERADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(6, 'must be at least 6 characters')
        .max(TEXT_LIMITS.password, `must be at most ${TEXT_LIMITS.password} characters`)
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_LABEL: z.preprocess(emptyToUndefined, z.string().default('Single sign-on')),
    DEMO_IDP: booleanFlag(false),
    SESSION_TTL_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of days' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1')
        .max(365, 'must be at most 365')
        .default(30),
    ),
    LOGIN_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .default(10),
    ),
    ACCOUNT_LOGIN_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .default(10),
    ),
    DATABASE_TIMEOUT_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(1, 'must be at least 1')
        .max(600, 'must be at most 600')
        .default(10),
    ),
    SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    ),
    UPLOAD_MAX_MB: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of megabytes' })
        .int('must be a whole number of megabytes')
        .min(1, 'must be at least 1')
        .max(4096, 'must be at most 4096')
        .default(200),
    ),
    FORM_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .default(20),
    ),
    RETENTION_RECORDING_DAYS: retentionDays(90),
    RETENTION_FORMS_DAYS: retentionDays(365),
    STORAGE: z.preprocess(
      emptyToUndefined,
      z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    ),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag(false),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
        })
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => MAIL_FROM_PATTERN.test(value.trim()), {
          message:
            'must be an email address, or a name and an address such as Rehearse <no-reply@example.com>',
        })
        .optional(),
    ),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret key (sk_live_... or sk_test_...)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_...)")
        .optional(),
    ),
    STRIPE_API_URL: optionalUrl,
    PROCESS_ROLE: z.preprocess(
      emptyToUndefined,
      z.enum(PROCESS_ROLES, { error: 'must be all, api or worker' }).default('all'),
    ),
    WORKER_HEALTH_PORT: port(3001),
  })
  .superRefine((env, ctx) => {
    const pair = (
      a: 'GOOGLE_CLIENT_ID' | 'OIDC_CLIENT_ID',
      b: 'GOOGLE_CLIENT_SECRET' | 'OIDC_CLIENT_SECRET',
    ) => {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set together with ${env[a] ? a : b}`,
        });
      }
    };
    pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
    pair('OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET');
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'must be set when OIDC_ISSUER is set',
      });
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be set when OIDC_CLIENT_ID is set',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      const other = env.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
      // Half a set-up would take payments whose webhooks nobody can verify, or the other way round.
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${other}` });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'must be set when SMTP_URL is set (the address emails are sent from)',
      });
    }
    if (env.PROCESS_ROLE !== 'all' && !env.DATABASE_URL) {
      // The embedded PostgreSQL belongs to one process (DATA_DIR/rehearse.lock): roles need a shared server.
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `must be set when PROCESS_ROLE is ${env.PROCESS_ROLE} (processes cannot share the embedded PostgreSQL)`,
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when STORAGE is s3' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be set in production (the address users open)',
      });
    }
  });

export type IdentityProviderConfig =
  | { kind: 'google' | 'oidc'; issuer: string; clientId: string; clientSecret: string; label: string }
  | { kind: 'demo'; label: string }
  | { kind: 'none' };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** false, a number of proxy hops, or the proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  webDist: string;
  superAdmin: { email: string; password: string | undefined };
  identity: IdentityProviderConfig;
  sessionTtlMs: number;
  loginRateLimit: number;
  /** Password sign-in attempts per account (normalized email) per ACCOUNT_LOGIN_WINDOW_MS. */
  accountLoginLimit: number;
  formRateLimit: number;
  /** Longest a database statement may run; a database silent for longer makes the API answer 503. */
  databaseTimeoutMs: number;
  /** Signs media URLs; undefined = a random key kept in DATA_DIR/secret-key (one machine only). */
  secretKey: string | undefined;
  /** Largest answer recording accepted by the upload endpoint. */
  uploadMaxBytes: number;
  /** Days until recordings and resumes (from the interview) and handled forms are deleted. */
  retention: { recordingDays: number; formsDays: number };
  /** Where recordings, uploads and question audio live: DATA_DIR, or an S3-compatible bucket (ADR 120). */
  storage: StorageConfig;
  /** Password reset and invitation emails; no smtpUrl = written to the log outside production (ADR 110). */
  mail: { smtpUrl: string | undefined; from: string };
  /** Stripe Checkout for the Student plan and its add-on; null = upgrades are arranged by the super admin. */
  billing: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** all = one process does everything; api = HTTP, socket, tus, SPA; worker = the job handlers (ADR 125). */
  role: ProcessRole;
  /** A worker's GET /healthz (it serves nothing else). */
  workerHealthPort: number;
  /** The engine's providers (LLM_, STT_, TTS_, EMBEDDINGS_ variables), checked by the engine's own schema. */
  engine: EngineConfig;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset = AWS itself; set for any other S3-compatible store. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** bucket in the path (http://host/bucket/key), as most stores other than AWS want. */
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Parses the environment once; throws ConfigError whose lines each start with the variable's name. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`);
  const engine = parseEngineConfig(env, issues);
  if (!parsed.success || !engine) throw new ConfigError(issues);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let identity: IdentityProviderConfig;
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    identity = {
      kind: 'oidc',
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      label: e.OIDC_LABEL,
    };
  } else if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    identity = {
      kind: 'google',
      issuer: GOOGLE_ISSUER,
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      label: 'Google',
    };
  } else if (!production || e.DEMO_IDP) {
    identity = { kind: 'demo', label: 'Sign in with Demo ID (offline demo)' };
  } else {
    // Production without an issuer: the demo provider stays off unless DEMO_IDP=true says otherwise.
    identity = { kind: 'none' };
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    superAdmin: { email: e.SUPERADMIN_EMAIL.toLowerCase(), password: e.SUPERADMIN_PASSWORD },
    identity,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    accountLoginLimit: e.ACCOUNT_LOGIN_LIMIT,
    formRateLimit: e.FORM_RATE_LIMIT,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_SECONDS * 1000,
    secretKey: e.SECRET_KEY,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    retention: { recordingDays: e.RETENTION_RECORDING_DAYS, formsDays: e.RETENTION_FORMS_DAYS },
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM?.trim() ?? `Rehearse <no-reply@${new URL(publicUrl).hostname}>`,
    },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : null,
    role: e.PROCESS_ROLE,
    workerHealthPort: e.WORKER_HEALTH_PORT,
    engine,
  };
}

/**
 * The engine's variables through the engine's own schema, so they are checked before anything starts (a bad
 * LLM_BASE_URL used to surface only once PostgreSQL was up). Its error becomes a line naming the variable.
 */
function parseEngineConfig(env: NodeJS.ProcessEnv, issues: string[]): EngineConfig | null {
  try {
    return loadEngineConfig(env);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // "Invalid engine configuration: <message> (<VARIABLE>)"
    const match = /^Invalid engine configuration: (.*) \(([A-Z_]+)\)$/s.exec(message);
    if (!match) issues.push(`engine ${message}`);
    else {
      const [, text = '', variable = ''] = match;
      issues.push(text.startsWith(`${variable} `) ? text : `${variable} ${text}`);
    }
    return null;
  }
}
