import type { FastifyRequest } from 'fastify';
import {
  INTERVIEW_MSG,
  RESUME_MAX_BYTES,
  startInterviewFields,
  type StartInterviewFields,
} from '@rehearse/contracts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

export type StartForm = { fields: StartInterviewFields; resume: Buffer | null };

const FIELD_NAMES = new Set(['job_title', 'round_type', 'difficulty_level', 'custom_jd']);

/** A real PDF starts with `%PDF-`; the browser's content type alone proves nothing. */
const isPdf = (mimetype: string, data: Buffer) =>
  mimetype === 'application/pdf' && data.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads the Create Interview form: multipart/form-data with an optional `resume` file (what the browser sends)
 * or a JSON body without a resume (for API clients). Empty values count as absent, as the form omits them.
 */
export async function readStartForm(request: FastifyRequest): Promise<StartForm> {
  const raw: Record<string, unknown> = {};
  let resume: Buffer | null = null;
  let notPdf = false;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname !== 'resume') continue;
          if (data.length === 0 && !part.filename) continue;
          // Keep reading the rest of the form so the client gets the answer, not a reset connection.
          if (!isPdf(part.mimetype, data)) notPdf = true;
          else resume = data;
        } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
          if (part.value.trim() !== '') raw[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, INTERVIEW_MSG.resumeTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw badRequest('Too many fields in the form');
      throw badRequest('The form could not be read');
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>))
      if (FIELD_NAMES.has(key) && value !== '' && value !== null) raw[key] = value;
  }
  if (notPdf) throw badRequest(INTERVIEW_MSG.onlyPdf);
  if (resume && resume.length > RESUME_MAX_BYTES) throw new HttpError(413, INTERVIEW_MSG.resumeTooLarge);
  const parsed = startInterviewFields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? INTERVIEW_MSG.required);
  return { fields: parsed.data, resume };
}
