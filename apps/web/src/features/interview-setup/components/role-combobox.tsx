import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/utils.ts';
import { useJobTitles } from '../api/get-job-titles.ts';
import { filterRoles } from '../lib/filter-roles.ts';

type RoleComboboxProps = Omit<ComponentProps<'button'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (jobTitle: string) => void;
};

/**
 * Select Role (SPEC §2): a button that opens a searchable cmdk list (at most 200px high). The label, id and
 * error wiring of FormField land on the button, which is what a screen reader reads as the combobox.
 * `modal` keeps the list scrollable with the wheel inside the dialog's scroll lock.
 */
export function RoleCombobox({ value, onChange, className, ...triggerProps }: RoleComboboxProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const jobTitles = useJobTitles();
  const matches = useMemo(() => filterRoles(jobTitles.data ?? [], search), [jobTitles.data, search]);

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
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          className={cn('w-full justify-between px-3 font-normal aria-invalid:border-destructive', className)}
          {...triggerProps}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value || 'Select a role'}
          </span>
          <ChevronsUpDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start" aria-label="Roles">
        <Command shouldFilter={false} label="Search roles">
          <CommandInput placeholder="Search your Job Title" value={search} onValueChange={setSearch} />
          <CommandList className="max-h-[200px]">
            {matches.map((jobTitle) => (
              <CommandItem
                key={jobTitle.job_title}
                value={jobTitle.job_title}
                onSelect={() => {
                  onChange(jobTitle.job_title);
                  setSearch('');
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
