import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PROFILE_MSG, updateProfileBody, type UpdateProfileBody, type User } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function NameForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: { name: user.name },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ name: saved.name });
      toast.success(PROFILE_MSG.nameSaved, FORM_TOAST);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <FormField label="Name" error={errors.name?.message} className="min-w-64 flex-1">
        <Input autoComplete="name" {...form.register('name', { onChange: () => form.clearErrors('name') })} />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
}
