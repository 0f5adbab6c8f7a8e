import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { addJobTitleBody, type AddJobTitleBody } from '@rehearse/contracts';
import { DialogFormFooter } from '@/components/dialog-form-footer.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useAddJobTitle } from '../api/add-job-title.ts';
import { descriptionTone, JOB_DESCRIPTION_LIMITS } from '../lib/description-tone.ts';

/**
 * Adds a requested title, with a description written by the super admin, to the catalogue behind the hero search
 * and the Create Interview dialog; the server marks the request handled in the same step.
 */
export function AddToCatalogueDialog({
  requestId,
  requestedTitle,
}: {
  requestId: string;
  requestedTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const addJobTitle = useAddJobTitle();
  const initial: AddJobTitleBody = {
    job_title: requestedTitle.trim(),
    job_description: '',
    request_id: requestId,
  };
  const form = useContractForm(addJobTitleBody, {
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const descriptionLength = useWatch({ control: form.control, name: 'job_description' }).length;
  const tone = descriptionTone(descriptionLength);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(initial);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await addJobTitle.mutateAsync(values);
      toast.success(message, FORM_TOAST);
      onOpenChange(false);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <BookPlus aria-hidden />
          Add to catalogue
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add to catalogue</DialogTitle>
          <DialogDescription>
            The title appears in the job-title search for everyone; this request is marked handled.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Job Title" error={errors.job_title?.message}>
            <Input autoComplete="off" {...form.field('job_title')} />
          </FormField>
          <FormField
            label="Job Description"
            error={errors.job_description?.message}
            hint={
              <span className="flex justify-between gap-4">
                <span>
                  Responsibilities and required skills, at least {JOB_DESCRIPTION_LIMITS.min} characters.
                </span>
                <span
                  className={cn(
                    'font-medium tabular-nums',
                    tone === 'error' ? 'text-destructive' : 'text-success',
                  )}
                >
                  {descriptionLength}/{JOB_DESCRIPTION_LIMITS.max}
                </span>
              </span>
            }
          >
            <Textarea rows={8} maxLength={JOB_DESCRIPTION_LIMITS.max} {...form.field('job_description')} />
          </FormField>
          <DialogFormFooter
            submitLabel="Add Job Title"
            pendingLabel="Adding..."
            pending={addJobTitle.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
