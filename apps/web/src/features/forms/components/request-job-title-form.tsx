import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FORM_LIMITS, SUCCESS, requestJobTitleBody, type RequestJobTitleBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useRequestJobTitle } from '../api/request-job-title.ts';
import { ContactDetailsFields } from './contact-details-fields.tsx';
import { MessageField } from './message-field.tsx';

const EMPTY: RequestJobTitleBody = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  request_job_title: '',
  message: '',
};

export function RequestJobTitleForm() {
  const requestJobTitle = useRequestJobTitle();
  const form = useContractForm(requestJobTitleBody, {
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestJobTitle.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(SUCCESS.requestJobTitle, FORM_TOAST);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ContactDetailsFields form={form} />
      <FormField label="Requested Job Title" error={errors.request_job_title?.message}>
        <Input
          maxLength={FORM_LIMITS.titleMax}
          placeholder="e.g. Data Analyst"
          {...form.field('request_job_title')}
        />
      </FormField>
      <MessageField
        registration={form.field('message')}
        length={message.length}
        error={errors.message?.message}
      />
      <Button
        type="submit"
        disabled={requestJobTitle.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {requestJobTitle.isPending ? 'Submitting...' : 'SUBMIT'}
      </Button>
    </form>
  );
}
