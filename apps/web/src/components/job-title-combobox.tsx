import type { JobTitle } from '@rehearse/contracts';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { paths } from '@/config/paths.ts';
import { filterJobTitles } from '@/lib/filter-job-titles.ts';
import { useJobTitles } from '@/lib/get-job-titles.ts';
import { cn } from '@/lib/utils.ts';

export const JOB_TITLE_PLACEHOLDER = 'Search your Job Title';

type JobTitleComboboxProps = Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> & {
  /** The chosen title, or '' / null for none. */
  value: string | null;
  onSelect: (jobTitle: JobTitle) => void;
  /** What the button shows while nothing is chosen. */
  placeholder: string;
  /** Accessible names of the popup and of its search box. */
  listLabel: string;
  searchLabel: string;
  /** Inside a dialog: keeps the list scrollable with the wheel inside the dialog's scroll lock. */
  modal?: boolean;
  /** Start the next search from the whole catalogue once a title is chosen. */
  clearSearchOnSelect?: boolean;
  /** Classes of the popup; the default matches the button's width. */
  contentClassName?: string;
};

/**
 * The searchable job-title dropdown of the hero and of Select Role (SPEC §2): a button that opens a cmdk list
 * (at most 200px high) in a Radix popover. cmdk gives the keyboard model (arrows, Home/End, Enter); the filtering
 * is ours (see filter-job-titles.ts). The 'not found' message sits outside the listbox because a listbox may only
 * contain options. Labels and error wiring passed as button props land on the button, which a screen reader reads
 * as the combobox.
 */
export function JobTitleCombobox({
  value,
  onSelect,
  placeholder,
  listLabel,
  searchLabel,
  modal = false,
  clearSearchOnSelect = false,
  contentClassName = 'w-(--radix-popover-trigger-width)',
  className,
  ...triggerProps
}: JobTitleComboboxProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const jobTitles = useJobTitles();
  const matches = useMemo(() => filterJobTitles(jobTitles.data ?? [], search), [jobTitles.data, search]);

  let status: ReactNode = null;
  if (jobTitles.isPending) status = 'Loading job titles…';
  else if (jobTitles.isError) status = 'Job titles could not be loaded. Please try again later.';
  else if (matches.length === 0)
    status = (
      <>
        Job Title not found,{' '}
        <Link
          to={paths.requestJobTitle.getHref()}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline underline-offset-4"
        >
          Request the role here
        </Link>
      </>
    );

  return (
    <Popover open={open} onOpenChange={setOpen} modal={modal}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          className={cn('justify-between px-3 font-normal aria-invalid:border-destructive', className)}
          {...triggerProps}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value || placeholder}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className={cn('p-0', contentClassName)} align="start" aria-label={listLabel}>
        <Command shouldFilter={false} label={searchLabel}>
          <CommandInput placeholder={JOB_TITLE_PLACEHOLDER} value={search} onValueChange={setSearch} />
          <CommandList className="max-h-[200px]">
            {matches.map((jobTitle) => (
              <CommandItem
                key={jobTitle.job_title}
                value={jobTitle.job_title}
                onSelect={() => {
                  onSelect(jobTitle);
                  if (clearSearchOnSelect) setSearch('');
                  setOpen(false);
                }}
              >
                <Check
                  className={cn('text-primary', value === jobTitle.job_title ? 'opacity-100' : 'opacity-0')}
                  aria-hidden
                />
                {jobTitle.job_title}
              </CommandItem>
            ))}
          </CommandList>
          <div role="status" className={cn('text-sm', status ? 'px-3 py-4 text-center' : 'sr-only')}>
            {status}
          </div>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
