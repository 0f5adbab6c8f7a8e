import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useInstitutes } from '../api/get-institutes.ts';
import { CopySignUpUrlButton } from './copy-sign-up-url-button.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';

const COLUMNS = ['Name', 'Created At', 'Create User', 'Copy Sign-Up URL'];

export function InstitutesTable() {
  return (
    <ListTable
      columns={COLUMNS}
      query={useInstitutes()}
      empty="No institutes yet. Onboard the first one with Create Institute."
    >
      {(institute) => (
        <TableRow key={institute.id}>
          <TableCell className="font-medium">{institute.institute_name}</TableCell>
          <TableCell>
            <RelativeTime value={institute.created_at} />
          </TableCell>
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
        </TableRow>
      )}
    </ListTable>
  );
}
