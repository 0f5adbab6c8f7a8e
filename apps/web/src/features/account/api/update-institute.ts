import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicInstitute, type UpdateInstituteBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getInstitutesQueryOptions } from './get-institutes.ts';

/** PATCH /t1/superAdmin/institutes/:id: rename, disable or enable -> the institute and what was done. */
export async function updateInstitute({ id, ...body }: UpdateInstituteBody & { id: string }) {
  const result = await api.patch(`/t1/superAdmin/institutes/${encodeURIComponent(id)}`, {
    body,
    errorToast: FORM_TOAST,
  });
  return { institute: publicInstitute.parse(unwrap(result)), message: result.message ?? '' };
}

export function useUpdateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstitute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstitutesQueryOptions().queryKey }),
  });
}
