import { useMutation } from '@tanstack/react-query';
import { userSchema, type UpdateProfileBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** PATCH /t1/users/me {name}: the stored user record follows, so the menu shows the new name at once. */
export async function updateProfile(body: UpdateProfileBody) {
  const user = userSchema.parse(unwrap(await api.patch('/t1/users/me', { body, errorToast: FORM_TOAST })));
  const session = sessionStore.get();
  if (session.status === 'signed-in') sessionStore.confirm(session.token, user);
  return user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
