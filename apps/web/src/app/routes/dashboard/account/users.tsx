import { CreateUserDialog } from '@/features/account/components/create-user-dialog.tsx';
import { ImportStudentsDialog } from '@/features/account/components/import-students-dialog.tsx';
import { UsersTable } from '@/features/account/components/users-table.tsx';
import { useSession } from '@/lib/session.ts';
import { AccountPage } from './account-page.tsx';

export default function UsersRoute() {
  const { user } = useSession();
  const institute = user?.institute;
  return (
    <AccountPage
      title="Users"
      description={
        institute ? `Everyone who practises with ${institute.institute_name}.` : 'Your institute users.'
      }
      role="INSTITUTE_ADMIN"
      actions={
        institute ? (
          <div className="flex flex-wrap gap-2">
            <ImportStudentsDialog />
            <CreateUserDialog instituteId={institute.id} instituteName={institute.institute_name} />
          </div>
        ) : null
      }
    >
      <UsersTable />
    </AccountPage>
  );
}
