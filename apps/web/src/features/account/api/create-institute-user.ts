import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInstituteUserResult, type CreateInstituteUserBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getInstituteUsersQueryOptions } from './get-institute-users.ts';

/** POST /t1/institute/createInstituteUser by an admin (super admin: any institute; institute admin: their own). */
export async function createInstituteUser(body: CreateInstituteUserBody) {
  return createInstituteUserResult.parse(
    unwrap(await api.post('/t1/institute/createInstituteUser', { body, errorToast: FORM_TOAST })),
  );
}

export function useCreateInstituteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstituteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstituteUsersQueryOptions().queryKey }),
  });
}
