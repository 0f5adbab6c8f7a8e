import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE institutes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      institute_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text NOT NULL,
      image text,
      role text NOT NULL CHECK (role IN ('USER', 'INSTITUTE_ADMIN', 'INSTITUTE_USER', 'SUPER_ADMIN')),
      plan text NOT NULL DEFAULT 'FREE' CHECK (plan IN ('FREE', 'STUDENT', 'INSTITUTE')),
      password_hash text,
      institute_id uuid REFERENCES institutes (id) ON DELETE CASCADE,
      oidc_issuer text,
      oidc_subject text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((role IN ('INSTITUTE_ADMIN', 'INSTITUTE_USER')) = (institute_id IS NOT NULL))
    );
    -- One account per email whatever its case (SPEC: duplicate emails are refused).
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE UNIQUE INDEX users_oidc_key ON users (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL;
    CREATE INDEX users_institute_idx ON users (institute_id);
    CREATE TABLE auth_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);
    CREATE TABLE oidc_logins (
      state text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE oidc_logins, auth_tokens, users, institutes`.execute(db);
}
