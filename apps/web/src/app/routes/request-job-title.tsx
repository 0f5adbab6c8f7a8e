import { RequestJobTitleForm } from '@/features/forms/components/request-job-title-form.tsx';
import { FormPage } from './form-page.tsx';

export default function RequestJobTitleRoute() {
  return (
    <FormPage
      title="Request a Job Title"
      description="Can't find your role? Tell us which one you want to practise for and we will add it."
    >
      <RequestJobTitleForm />
    </FormPage>
  );
}
