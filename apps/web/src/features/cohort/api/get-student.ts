import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { instituteUserListItem, interviewSession, userProgress } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

const studentPath = (id: string) => `/t1/institute/students/${encodeURIComponent(id)}`;

/** GET /t1/institute/students/:id with its progress and interviews: one student, read only by their admin. */
export async function getStudent(id: string, signal?: AbortSignal) {
  const [student, progress, interviews] = await Promise.all([
    api.get(studentPath(id), { signal }),
    api.get(`${studentPath(id)}/progress`, { signal, errorToast: false }),
    api.get(`${studentPath(id)}/interviews`, { signal, errorToast: false }),
  ]);
  return {
    student: instituteUserListItem.parse(unwrap(student)),
    progress: userProgress.parse(unwrap(progress)),
    interviews: z.array(interviewSession).parse(unwrap(interviews)),
  };
}

export const getStudentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['cohort', 'students', id], queryFn: ({ signal }) => getStudent(id, signal) });

export function useStudent(id: string) {
  return useQuery(getStudentQueryOptions(id));
}
