import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPreview, importResult } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getInstituteUsersQueryOptions } from './get-institute-users.ts';

const formWith = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /t1/institute/importUsers/preview: what importing the CSV would do; nothing is created. */
export async function previewImport(file: File) {
  return importPreview.parse(
    unwrap(
      await api.post('/t1/institute/importUsers/preview', { body: formWith(file), errorToast: FORM_TOAST }),
    ),
  );
}

/** POST /t1/institute/importUsers: creates the valid rows (one transaction) and emails their invitations. */
export async function importStudents(file: File) {
  const result = await api.post('/t1/institute/importUsers', {
    body: formWith(file),
    errorToast: FORM_TOAST,
  });
  return { ...importResult.parse(unwrap(result)), message: result.message ?? '' };
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getInstituteUsersQueryOptions().queryKey });
      // The cohort dashboard lists the same students; its query lives in another feature, under this key.
      await queryClient.invalidateQueries({ queryKey: ['cohort'] });
    },
  });
}
