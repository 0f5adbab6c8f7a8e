import type { FieldPath } from 'react-hook-form';
import { FORM_LIMITS } from '@rehearse/contracts';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { ContractForm } from '@/hooks/use-contract-form.ts';

type ContactDetails = { first_name: string; last_name: string; email: string; phone: string };

/** First Name, Last Name, Email and Phone Number: the first two rows of both public forms (SPEC §5). */
export function ContactDetailsFields<T extends ContactDetails>({ form }: { form: ContractForm<T> }) {
  const field = (name: keyof ContactDetails) => {
    const path = name as FieldPath<T>;
    return {
      error: form.getFieldState(path, form.formState).error?.message,
      registration: form.field(path),
    };
  };
  const firstName = field('first_name');
  const lastName = field('last_name');
  const email = field('email');
  const phone = field('phone');

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={firstName.error}>
          <Input autoComplete="given-name" maxLength={FORM_LIMITS.nameMax} {...firstName.registration} />
        </FormField>
        <FormField label="Last Name" error={lastName.error}>
          <Input autoComplete="family-name" maxLength={FORM_LIMITS.nameMax} {...lastName.registration} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Email" error={email.error}>
          <Input type="email" autoComplete="email" maxLength={FORM_LIMITS.emailMax} {...email.registration} />
        </FormField>
        <FormField label="Phone Number" error={phone.error}>
          <Input type="tel" autoComplete="tel" maxLength={FORM_LIMITS.phoneMax} {...phone.registration} />
        </FormField>
      </div>
    </>
  );
}
