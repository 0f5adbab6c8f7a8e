import { parse } from 'csv-parse/sync';
import {
  createInstituteUserBody,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type SkippedRow,
} from '@rehearse/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import type { PasswordRecovery } from '../accounts/password-recovery.ts';

const nameField = createInstituteUserBody.shape.user_name;
const emailField = createInstituteUserBody.shape.user_email;

type CsvRecord = { record: string[]; info: { lines: number } };

/** The spreadsheet's rows: `row` is the line number a spreadsheet shows (the header, if any, is row 1). */
export function readCsv(file: Buffer): { row: number; cells: string[] }[] {
  // A NUL byte never appears in a text file: this is a spreadsheet's binary format or something else.
  if (file.includes(0)) throw badRequest(IMPORT_MSG.notCsv);
  let records: CsvRecord[];
  try {
    records = parse(file, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as CsvRecord[];
  } catch {
    throw badRequest(IMPORT_MSG.unreadable);
  }
  return records
    .map(({ record, info }) => ({ row: info.lines, cells: record }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
}

/** Where name and email are: from a header row naming them (any order), else name,email. */
function columns(first: string[] | undefined) {
  const header = (first ?? []).map((cell) => cell.toLowerCase());
  const name = header.findIndex((cell) => cell === 'name' || cell === 'full name');
  const email = header.findIndex((cell) => cell === 'email' || cell === 'email address');
  return name >= 0 && email >= 0 ? { name, email, header: true } : { name: 0, email: 1, header: false };
}

/**
 * Checks every row without writing anything: a clear reason per bad row (the sign-up form's words for a bad
 * name or email, a duplicate within the file, an email already registered anywhere in Rehearse).
 */
export async function checkRows(db: Db, file: Buffer): Promise<ImportPreview> {
  const rows = readCsv(file);
  const at = columns(rows[0]?.cells);
  const data = at.header ? rows.slice(1) : rows;
  if (data.length === 0) throw badRequest(IMPORT_MSG.empty);
  if (data.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);

  const valid: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of data) {
    if (cells.length < 2) {
      skipped.push({ row, reason: IMPORT_MSG.columns });
      continue;
    }
    const name = nameField.safeParse(cells[at.name] ?? '');
    const email = emailField.safeParse(cells[at.email] ?? '');
    const problem = !name.success
      ? name.error.issues[0]?.message
      : !email.success
        ? email.error.issues[0]?.message
        : null;
    if (problem || !name.success || !email.success) {
      skipped.push({ row, reason: problem ?? IMPORT_MSG.columns });
      continue;
    }
    const key = email.data.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      skipped.push({ row, reason: IMPORT_MSG.duplicate(first) });
      continue;
    }
    firstRowOf.set(key, row);
    valid.push({ row, name: name.data, email: email.data });
  }

  const registered = valid.length
    ? new Set(
        (
          await db
            .selectFrom('users')
            .select(sql<string>`lower(email)`.as('email'))
            .where(
              sql<string>`lower(email)`,
              'in',
              valid.map((r) => r.email.toLowerCase()),
            )
            .execute()
        ).map((r) => r.email),
      )
    : new Set<string>();
  const fresh = valid.filter((r) => !registered.has(r.email.toLowerCase()));
  for (const r of valid)
    if (registered.has(r.email.toLowerCase())) skipped.push({ row: r.row, reason: IMPORT_MSG.registered });
  skipped.sort((a, b) => a.row - b.row);
  return { valid: fresh, skipped };
}

type Deps = { db: Db; recovery: Pick<PasswordRecovery, 'inviteWithin' | 'send'> };

/**
 * Bulk enrolment (ADR 112): the preview and the import read the file the same way; the import creates every
 * valid row in one transaction (password-less accounts of the admin's institute) with an invitation each, and
 * sends the invitations once the transaction has committed.
 */
export function createStudentImport({ db, recovery }: Deps) {
  const instituteOf = (admin: AuthUser) => {
    if (admin.role !== 'INSTITUTE_ADMIN' || !admin.institute) throw forbidden();
    return admin.institute;
  };

  return {
    preview: (admin: AuthUser, file: Buffer) => {
      instituteOf(admin);
      return checkRows(db, file);
    },

    async importStudents(admin: AuthUser, file: Buffer): Promise<ImportResult> {
      const institute = instituteOf(admin);
      const { valid, skipped } = await checkRows(db, file);
      const { created, mails } = await db.transaction().execute(async (trx) => {
        const inserted = valid.length
          ? await trx
              .insertInto('users')
              .values(
                valid.map((r) => ({
                  email: r.email,
                  name: r.name,
                  image: null,
                  role: 'INSTITUTE_USER' as const,
                  plan: 'INSTITUTE' as const,
                  password_hash: null,
                  institute_id: institute.id,
                  oidc_issuer: null,
                  oidc_subject: null,
                })),
              )
              // Someone who registered since the check is skipped, not an error for the whole file.
              .onConflict((oc) => oc.doNothing())
              .returning(['id', 'email', 'name'])
              .execute()
          : [];
        const mails = await recovery.inviteWithin(trx, inserted, institute.institute_name);
        return { created: inserted, mails };
      });
      const createdEmails = new Set(created.map((u) => u.email.toLowerCase()));
      for (const r of valid)
        if (!createdEmails.has(r.email.toLowerCase()))
          skipped.push({ row: r.row, reason: IMPORT_MSG.registered });
      skipped.sort((a, b) => a.row - b.row);
      recovery.send(mails, 'invitation');
      return { created: created.length, skipped };
    },
  };
}

export type StudentImport = ReturnType<typeof createStudentImport>;
