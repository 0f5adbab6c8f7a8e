import { randomBytes } from 'node:crypto';
import type { Role } from '@rehearse/contracts';
import type { Db } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { api, type TestServer } from './server.ts';

const unique = () => randomBytes(4).toString('hex');
export const DEFAULT_PASSWORD = 'correct-horse-1';

export type TestUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role;
  institute_id: string | null;
};

export async function createUser(
  db: Db,
  overrides: Partial<Omit<TestUser, 'id'>> & { plan?: 'FREE' | 'STUDENT' | 'INSTITUTE' } = {},
): Promise<TestUser> {
  const role = overrides.role ?? 'USER';
  const user = {
    email: overrides.email ?? `user-${unique()}@example.com`,
    password: overrides.password ?? DEFAULT_PASSWORD,
    name: overrides.name ?? 'Test Person',
    role,
    institute_id: overrides.institute_id ?? null,
  };
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      image: null,
      role,
      plan: overrides.plan ?? (role === 'USER' ? 'FREE' : 'INSTITUTE'),
      password_hash: await hashPassword(user.password),
      institute_id: user.institute_id,
      oidc_issuer: null,
      oidc_subject: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...user };
}

export const createSuperAdmin = (db: Db, overrides: Partial<Omit<TestUser, 'id' | 'role'>> = {}) =>
  createUser(db, { name: 'Super Admin', ...overrides, role: 'SUPER_ADMIN' });

/** An institute with its admin account. */
export async function createInstitute(db: Db, name = `Institute ${unique()}`) {
  const institute = await db
    .insertInto('institutes')
    .values({ institute_name: name })
    .returning(['id', 'institute_name'])
    .executeTakeFirstOrThrow();
  const admin = await createUser(db, {
    role: 'INSTITUTE_ADMIN',
    institute_id: institute.id,
    name: `${name} admin`,
  });
  return { ...institute, admin };
}

/** Signs in over HTTP with the route that fits the account's role; returns the bearer token. */
export async function signIn(server: Pick<TestServer, 'url'>, user: TestUser): Promise<string> {
  const result =
    user.role === 'SUPER_ADMIN'
      ? await api<{ token: string }>(server, 'POST', '/t1/users/super_admin_login', {
          body: { email: user.email, password: user.password },
        })
      : user.institute_id
        ? await api<{ token: string }>(server, 'POST', '/t1/users/login', {
            body: { email: user.email, password: user.password, instituteID: user.institute_id },
          })
        : await signInDirectly(server, user);
  if (result.status !== 200 || !result.body.data?.token)
    throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

/** Individual users have no password route: give them a session the way an identity sign-in would. */
async function signInDirectly(server: Pick<TestServer, 'url'>, user: TestUser) {
  const { createAccountService } = await import('../../src/modules/accounts/account-service.ts');
  const { db } = server as TestServer;
  const accounts = createAccountService({ db, config: { sessionTtlMs: 60_000 } });
  const row = await db
    .selectFrom('users')
    .select(['oidc_issuer', 'oidc_subject', 'email', 'name'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!row.oidc_subject) {
    await db
      .updateTable('users')
      .set({ oidc_issuer: 'test-issuer', oidc_subject: user.id })
      .where('id', '=', user.id)
      .execute();
  }
  const signed = await accounts.identitySignIn({
    issuer: row.oidc_issuer ?? 'test-issuer',
    subject: row.oidc_subject ?? user.id,
    email: row.email,
    name: row.name,
    picture: null,
  });
  return { status: 200, body: { success: true, data: { token: signed.token } } };
}
