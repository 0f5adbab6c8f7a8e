import { useDeferredValue, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { IndividualUsersTable } from '@/features/account/components/individual-users-table.tsx';
import { AccountPage } from './account-page.tsx';

/** The super admin's individual users (issue 12): plan and usage, and the plan change. */
export default function IndividualsRoute() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  return (
    <AccountPage
      title="Individual Users"
      description="People who practise on their own (Free or Student plan). Change a plan or add interviews."
      role="SUPER_ADMIN"
      actions={
        <Input
          aria-label="Search individual users"
          placeholder="Search name or email"
          className="w-64"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      }
    >
      <IndividualUsersTable search={deferred} />
    </AccountPage>
  );
}
