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

/** The x@y.z pattern SPEC §5 asks for. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A string that must be present: a missing value or an empty one (after trimming) gets `required`;
 * a value of another type gets zod's generic 'expected string' message.
 */
export const requiredString = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) })
    .trim()
    .min(1, required);

export const emailField = (required = 'Email is required', invalid = 'Email is invalid') =>
  requiredString(required).regex(EMAIL_PATTERN, invalid);

export const uuidSchema = z.uuid();
