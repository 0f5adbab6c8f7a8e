import { InboxFilterToggle } from '@/features/inbox/components/inbox-filter-toggle.tsx';
import { JobTitleRequestsTable } from '@/features/inbox/components/job-title-requests-table.tsx';
import { useInboxFilter } from '@/features/inbox/hooks/use-inbox-filter.ts';
import { AccountPage } from './account-page.tsx';

export default function RequestsRoute() {
  const [filter, setFilter] = useInboxFilter();
  return (
    <AccountPage
      title="Job Title Requests"
      description="Roles visitors could not find in the job-title search. Add one to the catalogue to make it searchable."
      role="SUPER_ADMIN"
      actions={<InboxFilterToggle value={filter} onChange={setFilter} />}
    >
      <JobTitleRequestsTable filter={filter} />
    </AccountPage>
  );
}
