import { ContactUsForm } from '@/features/forms/components/contact-us-form.tsx';
import { FormPage } from './form-page.tsx';

export default function ContactUsRoute() {
  return (
    <FormPage
      title="Contact Us"
      description="Questions about Rehearse or plans for your institute? Write to us."
    >
      <ContactUsForm />
    </FormPage>
  );
}
