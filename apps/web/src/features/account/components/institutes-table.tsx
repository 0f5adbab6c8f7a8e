import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useInstitutes } from '../api/get-institutes.ts';
import { CopySignUpUrlButton } from './copy-sign-up-url-button.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { InstituteActions } from './institute-actions.tsx';

// SPEC's four columns, with the admin email, size and activity (issue 12) and the management actions.
const COLUMNS = [
  'Name',
  'Created At',
  'Admin Email',
  'Users',
  'Interviews This Month',
  'Create User',
  'Copy Sign-Up URL',
  'Manage',
];

export function InstitutesTable() {
  return (
    <ListTable
      columns={COLUMNS}
      query={useInstitutes()}
      empty="No institutes yet. Onboard the first one with Create Institute."
    >
      {(institute) => (
        <TableRow key={institute.id}>
          <TableCell className="font-medium">
            {institute.institute_name}
            {institute.disabled ? (
              <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                Disabled
              </span>
            ) : null}
          </TableCell>
          <TableCell>
            <RelativeTime value={institute.created_at} />
          </TableCell>
          <TableCell>{institute.admin_email ?? '–'}</TableCell>
          <TableCell className="tabular-nums">{institute.users}</TableCell>
          <TableCell className="tabular-nums">{institute.interviews_this_month}</TableCell>
          <TableCell>
            <CreateUserDialog
              instituteId={institute.id}
              instituteName={institute.institute_name}
              size="sm"
              variant="outline"
            />
          </TableCell>
          <TableCell>
            <CopySignUpUrlButton instituteId={institute.id} instituteName={institute.institute_name} />
          </TableCell>
          <TableCell>
            <InstituteActions institute={institute} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
