import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DIFFICULTY_LEVELS, INTERVIEW_MSG, ROUND_TYPES, type InterviewAllowance } from '@rehearse/contracts';
import { JobTitleCombobox } from '@/components/job-title-combobox.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useJobTitles } from '@/lib/get-job-titles.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useStartInterview, type StartedInterview } from '../api/start-interview.ts';
import { createInterviewForm, defaultFormValues } from '../lib/create-interview-form.ts';
import { ChoiceField } from './choice-field.tsx';
import { JobDescriptionField } from './job-description-field.tsx';
import { AllowanceNote } from './plan-allowance.tsx';
import { ResumePicker } from './resume-picker.tsx';

type InterviewDetailsFormProps = {
  initialJobTitle: string | undefined;
  /** What the plan has left, when known. */
  allowance: InterviewAllowance | undefined;
  onStarted: (interview: StartedInterview) => void;
};

/** The first screen of the Create Interview dialog (SPEC §2, §3, §5). */
export function InterviewDetailsForm({ initialJobTitle, allowance, onStarted }: InterviewDetailsFormProps) {
  const jobTitles = useJobTitles();
  const startInterview = useStartInterview();
  const form = useContractForm(createInterviewForm, {
    defaultValues: defaultFormValues(initialJobTitle ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const [useCustomJd, customJd] = useWatch({ control: form.control, name: ['use_custom_jd', 'custom_jd'] });

  // SPEC §3: without a role chosen beforehand, the first title of the catalogue is the default.
  const firstTitle = jobTitles.data?.[0]?.job_title;
  useEffect(() => {
    if (firstTitle && !form.getValues('job_title')) form.setValue('job_title', firstTitle);
  }, [firstTitle, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await startInterview.mutateAsync(values);
      // On success false the API client already showed the server's message; SPEC §8 asks for nothing more.
      if (!result.success || !result.data?.interview_id) return;
      toast.success(INTERVIEW_MSG.created, FORM_TOAST);
      onStarted(result.data);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Create Interview</DialogTitle>
        <DialogDescription>Select a Interview details aligns with your skillset</DialogDescription>
        {allowance ? <AllowanceNote allowance={allowance} /> : null}
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting}>
        <Controller
          control={form.control}
          name="job_title"
          render={({ field }) => (
            <FormField label="Select Role" error={errors.job_title?.message}>
              <JobTitleCombobox
                value={field.value}
                onSelect={(jobTitle) => {
                  form.clearOnEdit('job_title');
                  field.onChange(jobTitle.job_title);
                }}
                placeholder="Select a role"
                listLabel="Roles"
                searchLabel="Search roles"
                modal
                clearSearchOnSelect
                className="w-full"
                onBlur={field.onBlur}
                aria-required
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="resume"
          render={({ field }) => (
            <FormField
              label="Resume Based Interview (Optional)"
              hint="Get interview questions personalized to your resume."
              error={errors.resume?.message}
            >
              <ResumePicker
                value={field.value}
                onChange={(file) => {
                  form.clearOnEdit('resume');
                  field.onChange(file);
                }}
                onBlur={field.onBlur}
                name={field.name}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="round_type"
          render={({ field }) => (
            <ChoiceField
              label="Round Type"
              options={ROUND_TYPES}
              value={field.value}
              onChange={(value) => {
                form.clearOnEdit('round_type');
                field.onChange(value);
              }}
              error={errors.round_type?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="difficulty_level"
          render={({ field }) => (
            <ChoiceField
              label="Difficulty Level"
              options={DIFFICULTY_LEVELS}
              value={field.value}
              onChange={(value) => {
                form.clearOnEdit('difficulty_level');
                field.onChange(value);
              }}
              error={errors.difficulty_level?.message}
            />
          )}
        />
        <JobDescriptionField
          enabled={useCustomJd}
          onEnabledChange={(enabled) => {
            form.setValue('use_custom_jd', enabled);
            if (!enabled) form.clearErrors('custom_jd');
          }}
          text={customJd}
          error={errors.custom_jd?.message}
          textareaProps={form.field('custom_jd')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            Start Practice
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
