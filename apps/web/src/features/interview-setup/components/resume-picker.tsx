import { Trash2 } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { RESUME_ACCEPT } from '../lib/create-interview-form.ts';

type ResumePickerProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: File | null;
  onChange: (file: File | null) => void;
};

/** PDF-only file picker with a remove button that clears both the form value and the native input. */
export function ResumePicker({ value, onChange, ...inputProps }: ResumePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-2">
      <Input
        {...inputProps}
        ref={inputRef}
        type="file"
        accept={RESUME_ACCEPT}
        className="cursor-pointer file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label="Remove resume"
        disabled={!value}
        onClick={() => {
          if (inputRef.current) inputRef.current.value = '';
          onChange(null);
        }}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
