import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { IMPORT_MAX_ROWS, type ImportPreview } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useImportStudents, usePreviewImport } from '../api/import-students.ts';

function PreviewLists({ preview }: { preview: ImportPreview }) {
  return (
    <div className="grid max-h-72 gap-4 overflow-y-auto text-sm">
      <section aria-label="Students to add">
        <h3 className="font-medium">
          {preview.valid.length} student{preview.valid.length === 1 ? '' : 's'} to add
        </h3>
        <ul className="mt-1 grid gap-0.5 text-muted-foreground">
          {preview.valid.map((r) => (
            <li key={r.row}>
              Row {r.row}: {r.name} &lt;{r.email}&gt;
            </li>
          ))}
        </ul>
      </section>
      {preview.skipped.length ? (
        <section aria-label="Rows skipped">
          <h3 className="font-medium text-destructive">
            {preview.skipped.length} row{preview.skipped.length === 1 ? '' : 's'} skipped
          </h3>
          <ul className="mt-1 grid gap-0.5">
            {preview.skipped.map((r) => (
              <li key={r.row}>
                Row {r.row}: {r.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Bulk enrolment: choose a CSV of name,email, read the preview, then add the valid rows (issue 12). */
export function ImportStudentsDialog() {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const importing = useImportStudents();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      preview.reset();
    }
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    if (!chosen) return;
    try {
      await preview.mutateAsync(chosen);
    } catch (error) {
      toastUnexpectedError(error);
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      const result = await importing.mutateAsync(file);
      toast.success(result.message, FORM_TOAST);
      onOpenChange(false);
    } catch (error) {
      toastUnexpectedError(error);
    }
  };
  const count = preview.data?.valid.length ?? 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import students</DialogTitle>
          <DialogDescription>
            A CSV file with a name and an email on each line (a header row name,email is optional), up to{' '}
            {IMPORT_MAX_ROWS.toLocaleString('en-US')} students. Each new student is emailed an invitation to
            choose a password.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          />
        </div>
        {preview.isPending ? <p className="text-sm text-muted-foreground">Checking the file...</p> : null}
        {preview.data ? <PreviewLists preview={preview.data} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!count || importing.isPending} onClick={() => void confirm()}>
            {importing.isPending ? 'Adding...' : `Add ${count} student${count === 1 ? '' : 's'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
