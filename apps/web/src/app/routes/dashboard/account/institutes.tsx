import { CreateInstituteDialog } from '@/features/account/components/create-institute-dialog.tsx';
import { InstitutesTable } from '@/features/account/components/institutes-table.tsx';
import { AccountPage } from './account-page.tsx';

export default function InstitutesRoute() {
  return (
    <AccountPage
      title="Institutes"
      description="Onboard institutes, add their users and share their sign-up links."
      role="SUPER_ADMIN"
      actions={<CreateInstituteDialog />}
    >
      <InstitutesTable />
    </AccountPage>
  );
}
