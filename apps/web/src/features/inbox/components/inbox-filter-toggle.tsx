import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group.tsx';
import { INBOX_FILTERS, parseInboxFilter, type InboxFilter } from '../lib/inbox-filter.ts';

/** Open / Handled / All, as one radio group named 'Status'. */
export function InboxFilterToggle({
  value,
  onChange,
}: {
  value: InboxFilter;
  onChange: (next: InboxFilter) => void;
}) {
  return (
    <ToggleGroup
      type="single"
      aria-label="Status"
      value={value}
      // Pressing the chosen item again would empty the group; the list always needs a filter.
      onValueChange={(next) => {
        if (next) onChange(parseInboxFilter(next));
      }}
    >
      {INBOX_FILTERS.map((filter) => (
        <ToggleGroupItem key={filter.value} value={filter.value}>
          {filter.label}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
