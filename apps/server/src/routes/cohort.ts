import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cohort,
  IMPORT_MAX_BYTES,
  IMPORT_MSG,
  importPreview,
  importResult,
  instituteUserListItem,
  interviewReport,
  interviewSession,
  studentParams,
  studentReportQuery,
  userProgress,
} from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';

/** The uploaded CSV (`file` field), bounded before it is read whole. */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MSG.fileRequired);
  try {
    const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw badRequest(IMPORT_MSG.fileRequired);
    const data = await file.toBuffer();
    if (data.length === 0) throw badRequest(IMPORT_MSG.empty);
    return data;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, IMPORT_MSG.tooLarge);
    throw badRequest(IMPORT_MSG.fileRequired);
  }
}

/**
 * The institute admin's cohort (ADR 111, 112): the dashboard's numbers, each student's progress, interviews and
 * reports (read only), and bulk enrolment from a CSV. Only INSTITUTE_ADMIN, only their own institute's students.
 */
export default async function cohortRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cohort: cohortService, studentImport } = app.services;
  const onRequest = app.guards.requireRole('INSTITUTE_ADMIN');
  const tags = ['cohort'];
  const security = [{ bearer: [] }];
  const importErrors = { 413: z.object({ success: z.literal(false), message: z.string() }) };

  app.get('/t1/institute/cohort', {
    onRequest,
    schema: {
      operationId: 'getCohort',
      tags,
      security,
      description:
        "Every student of the admin's institute with interviews, last practice, report averages, trend and weakest area (null while a student has no report).",
      response: responses(cohort, 401, 403),
    },
    handler: async (request) => ok({ students: await cohortService.cohort(request.user!) }),
  });

  app.get('/t1/institute/students/:id', {
    onRequest,
    schema: {
      operationId: 'getStudent',
      tags,
      security,
      params: studentParams,
      response: responses(instituteUserListItem, 401, 403, 404),
    },
    handler: async (request) => ok(await cohortService.student(request.user!, request.params.id)),
  });

  app.get('/t1/institute/students/:id/progress', {
    onRequest,
    schema: {
      operationId: 'getStudentProgress',
      tags,
      security,
      params: studentParams,
      response: responses(userProgress, 401, 403, 404),
    },
    handler: async (request) => ok(await cohortService.progress(request.user!, request.params.id)),
  });

  app.get('/t1/institute/students/:id/interviews', {
    onRequest,
    schema: {
      operationId: 'getStudentInterviews',
      tags,
      security,
      params: studentParams,
      response: responses(z.array(interviewSession), 401, 403, 404),
    },
    handler: async (request) => ok(await cohortService.interviews(request.user!, request.params.id)),
  });

  app.get('/t1/institute/students/:id/report', {
    onRequest,
    schema: {
      operationId: 'getStudentReport',
      tags,
      security,
      description: "A student's report, read only and without the answer recordings.",
      params: studentParams,
      querystring: studentReportQuery,
      response: responses(interviewReport, 400, 401, 403, 404, 409),
    },
    handler: async (request) =>
      ok(
        await cohortService.report(
          request.user!,
          request.params.id,
          request.query.session_id,
          request.authSessionId!,
        ),
      ),
  });

  app.post('/t1/institute/importUsers/preview', {
    onRequest,
    schema: {
      operationId: 'previewImportUsers',
      tags,
      security,
      description:
        'multipart/form-data with `file`: a CSV of name,email (header optional, at most 1,000 rows). Creates nothing.',
      response: { ...responses(importPreview, 400, 401, 403), ...importErrors },
    },
    handler: async (request) => ok(await studentImport.preview(request.user!, await readCsvUpload(request))),
  });

  app.post('/t1/institute/importUsers', {
    onRequest,
    schema: {
      operationId: 'importUsers',
      tags,
      security,
      description:
        'multipart/form-data with `file`: a CSV of name,email. Creates the valid rows in one transaction and emails each an invitation to choose a password; returns how many were created and why the others were skipped.',
      response: { ...responses(importResult, 400, 401, 403), ...importErrors },
    },
    handler: async (request) => {
      const result = await studentImport.importStudents(request.user!, await readCsvUpload(request));
      return ok(result, IMPORT_MSG.imported(result.created));
    },
  });
}
