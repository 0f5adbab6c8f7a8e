import { z } from 'zod';

/** Every /t1 response has this shape, errors included. */
export type ApiResponse<T = unknown> = { success: boolean; message?: string; data?: T };

export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data: data.optional() });

export const apiError = z.object({ success: z.literal(false), message: z.string() });

export const GENERIC_ERROR = 'Something went wrong!';

export const ROLES = ['USER', 'INSTITUTE_ADMIN', 'INSTITUTE_USER', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const INSTITUTE_ROLES: readonly Role[] = ['INSTITUTE_ADMIN', 'INSTITUTE_USER'];

/**
 * Longest values accepted where SPEC names no limit (docs/decisions/085). SPEC's own limits (the public forms'
 * 30 characters, the job description's 1000, feedback's 100) live beside their schemas and win over these.
 */
export const TEXT_LIMITS = {
  name: 100,
  instituteName: 100,
  /** RFC 5321: the longest address a mail server forwards. */
  email: 254,
  password: 128,
  /** Longer than any catalogue title (60), short enough for a card, a report heading and a log line. */
  jobTitle: 100,
  id: 64,
  /** A session token is 43 characters; an identity provider's ID token can be a few kilobytes. */
  token: 4096,
} as const;

export const TEXT_MSG = {
  idInvalid: 'The id is invalid',
  tokenInvalid: 'The sign-in token is invalid',
} as const;

/** `${label} must be at most ${max} characters`, the wording of every length limit. */
export const maxMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/**
 * Control characters (C0, DEL, C1): nobody types them, PostgreSQL cannot store a NUL in text, and in a log or an
 * inbox they hide or rewrite what follows. Text areas keep tab and line breaks.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_IN_TEXT_AREA = /[^\P{Cc}\t\n\r]/u;

/** Refuses control characters in a one-line field (`multiline` for text areas: tab and line breaks allowed). */
export const withoutControlCharacters = (schema: z.ZodString, label: string, multiline = false) =>
  schema.refine(
    (value) => !(multiline ? CONTROL_CHARACTER_IN_TEXT_AREA : CONTROL_CHARACTER).test(value),
    controlCharactersMessage(label),
  );

/**
 * Characters an email field refuses besides spaces and a second @: each one changes what a `mailto:` link does
 * (`?` and `&` add headers such as bcc, `,` and `;` add recipients, `%` smuggles any of them encoded, `#` cuts the
 * address) or makes it a display name, a comment, a quoted string or a route (`<>`, `()`, `"`, `\`, `[]`, `:`,
 * `/`). Ordinary addresses never need them.
 */
const EMAIL_CHAR = String.raw`[^\s@?&%,;<>#"()[\]\\:/\p{Cc}]`;

/** The x@y.z pattern SPEC §5 asks for, without the characters that would change a mailto: link. */
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_CHAR}+@${EMAIL_CHAR}+\\.${EMAIL_CHAR}+$`, 'u');

/**
 * A string that must be present: a missing value or an empty one (after trimming) gets `required`;
 * a value of another type gets zod's generic 'expected string' message.
 */
export const requiredString = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) })
    .trim()
    .min(1, required);

/** A required one-line text: present, no control characters, at most `max` characters. */
export const requiredText = (
  label: string,
  required: string,
  max: number,
  tooLong: string = maxMessage(label, max),
) => withoutControlCharacters(requiredString(required), label).max(max, tooLong);

export const emailField = (
  required = 'Email is required',
  invalid = 'Email is invalid',
  max: number = TEXT_LIMITS.email,
) => requiredText('Email', required, max).regex(EMAIL_PATTERN, invalid);

/** An id the server looks up (a uuid today): refused early when it could not be one. */
export const idField = (required: string) => requiredText('Id', required, TEXT_LIMITS.id, TEXT_MSG.idInvalid);

export const uuidSchema = z.uuid();
