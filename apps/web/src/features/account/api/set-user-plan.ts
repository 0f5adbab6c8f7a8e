import { useMutation, useQueryClient } from '@tanstack/react-query';
import { individualUser, type SetUserPlanBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getIndividualUsersQueryOptions } from './get-individual-users.ts';

/** POST /t1/superAdmin/setUserPlan: plan (Free / Student) and add-on interviews added. */
export async function setUserPlan(body: SetUserPlanBody) {
  return individualUser.parse(
    unwrap(await api.post('/t1/superAdmin/setUserPlan', { body, errorToast: FORM_TOAST })),
  );
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    // Every search of the list may show this user.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getIndividualUsersQueryOptions().queryKey.slice(0, 1) }),
  });
}
