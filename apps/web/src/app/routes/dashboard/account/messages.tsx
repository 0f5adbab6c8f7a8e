import { ContactMessagesTable } from '@/features/inbox/components/contact-messages-table.tsx';
import { InboxFilterToggle } from '@/features/inbox/components/inbox-filter-toggle.tsx';
import { useInboxFilter } from '@/features/inbox/hooks/use-inbox-filter.ts';
import { AccountPage } from './account-page.tsx';

export default function MessagesRoute() {
  const [filter, setFilter] = useInboxFilter();
  return (
    <AccountPage
      title="Messages"
      description="What visitors wrote through Contact Us. Mark a message handled once you have answered it."
      role="SUPER_ADMIN"
      actions={<InboxFilterToggle value={filter} onChange={setFilter} />}
    >
      <ContactMessagesTable filter={filter} />
    </AccountPage>
  );
}
