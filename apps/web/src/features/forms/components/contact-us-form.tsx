import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FORM_LIMITS, SUCCESS, contactUsBody, type ContactUsBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { registerClearing, toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useContactUs } from '../api/contact-us.ts';
import { MessageField } from './message-field.tsx';

const EMPTY: ContactUsBody = { first_name: '', last_name: '', email: '', phone: '', message: '' };

export function ContactUsForm() {
  const contactUs = useContactUs();
  const form = useForm<ContactUsBody>({
    resolver: zodResolver(contactUsBody),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.first_name?.message}>
          <Input
            autoComplete="given-name"
            maxLength={FORM_LIMITS.nameMax}
            {...registerClearing(form, 'first_name')}
          />
        </FormField>
        <FormField label="Last Name" error={errors.last_name?.message}>
          <Input
            autoComplete="family-name"
            maxLength={FORM_LIMITS.nameMax}
            {...registerClearing(form, 'last_name')}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={FORM_LIMITS.emailMax}
            {...registerClearing(form, 'email')}
          />
        </FormField>
        <FormField label="Phone Number" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={FORM_LIMITS.phoneMax}
            {...registerClearing(form, 'phone')}
          />
        </FormField>
      </div>
      <MessageField
        registration={registerClearing(form, 'message')}
        length={message.length}
        error={errors.message?.message}
      />
      <Button type="submit" disabled={contactUs.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {contactUs.isPending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
