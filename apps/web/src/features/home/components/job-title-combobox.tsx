import type { JobTitle } from '@rehearse/contracts';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/utils.ts';
import { useJobTitles } from '../api/get-job-titles.ts';
import { filterJobTitles } from '../lib/filter-job-titles.ts';

export const JOB_TITLE_PLACEHOLDER = 'Search your Job Title';

type JobTitleComboboxProps = {
  value: JobTitle | null;
  onChange: (jobTitle: JobTitle) => void;
};

/**
 * The hero's searchable job-title dropdown (SPEC §2): a button that opens a cmdk list in a Radix popover. cmdk
 * gives the keyboard model (arrows, Home/End, Enter); the filtering is ours (see filter-job-titles.ts). The
 * 'not found' message sits outside the listbox because a listbox may only contain options.
 */
export function JobTitleCombobox({ value, onChange }: JobTitleComboboxProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const jobTitles = useJobTitles();
  const matches = useMemo(() => filterJobTitles(jobTitles.data ?? [], search), [jobTitles.data, search]);
  const labelId = useId();
  const valueId = useId();

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
    <Popover open={open} onOpenChange={setOpen}>
      <span id={labelId} className="sr-only">
        Job title
      </span>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-labelledby={`${labelId} ${valueId}`}
          className="h-11 w-56 justify-between px-3 font-normal"
        >
          <span id={valueId} className={cn('truncate', !value && 'text-muted-foreground')}>
            {value?.job_title ?? JOB_TITLE_PLACEHOLDER}
          </span>
          <ChevronsUpDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56 p-0" align="start" aria-label="Job titles">
        <Command shouldFilter={false} label="Search job titles">
          <CommandInput placeholder={JOB_TITLE_PLACEHOLDER} value={search} onValueChange={setSearch} />
          <CommandList className="max-h-[200px]">
            {matches.map((jobTitle) => (
              <CommandItem
                key={jobTitle.job_title}
                value={jobTitle.job_title}
                onSelect={() => {
                  onChange(jobTitle);
                  setOpen(false);
                }}
              >
                <Check
                  className={cn(
                    'text-primary',
                    value?.job_title === jobTitle.job_title ? 'opacity-100' : 'opacity-0',
                  )}
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
