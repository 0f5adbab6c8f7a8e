import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInstituteResult, type CreateInstituteBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getInstitutesQueryOptions } from './get-institutes.ts';

/** POST /t1/superAdmin/createInstitute: the institute and its INSTITUTE_ADMIN account -> {institute_id}. */
export async function createInstitute(body: CreateInstituteBody) {
  return createInstituteResult.parse(
    unwrap(await api.post('/t1/superAdmin/createInstitute', { body, errorToast: FORM_TOAST })),
  );
}

export function useCreateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstitute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstitutesQueryOptions().queryKey }),
  });
}
