import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SUCCESS, contactUsBody, type ContactUsBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useContactUs } from '../api/contact-us.ts';
import { ContactDetailsFields } from './contact-details-fields.tsx';
import { MessageField } from './message-field.tsx';

const EMPTY: ContactUsBody = { first_name: '', last_name: '', email: '', phone: '', message: '' };

export function ContactUsForm() {
  const contactUs = useContactUs();
  const form = useContractForm(contactUsBody, {
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await contactUs.mutateAsync(values);
      toast.success(SUCCESS.contact, FORM_TOAST);
      form.reset(EMPTY);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ContactDetailsFields form={form} />
      <MessageField
        registration={form.field('message')}
        length={message.length}
        error={errors.message?.message}
      />
      <Button type="submit" disabled={contactUs.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {contactUs.isPending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
