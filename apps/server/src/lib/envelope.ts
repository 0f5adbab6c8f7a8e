import { z } from 'zod';
import { apiError } from '@rehearse/contracts';

/** The SPEC wrapper for a successful result. */
export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  data,
});

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

/** Response schemas for a route: the success envelope (which strips unlisted fields) plus the error envelope. */
export function responses<T extends z.ZodType>(data: T, ...errors: (400 | 401 | 403 | 404 | 409 | 429)[]) {
  const map: Record<number, z.ZodType> = { 200: envelope(data) };
  for (const code of errors) map[code] = apiError;
  return map as { 200: ReturnType<typeof envelope<T>> } & Record<number, z.ZodType>;
}

export const emptyObject = z.object({});
