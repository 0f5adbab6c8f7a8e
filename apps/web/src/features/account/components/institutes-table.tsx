import { TableStateRows } from '@/components/table-state-rows.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { relativeTimeLabel } from '@/lib/relative-time.ts';
import { useInstitutes } from '../api/get-institutes.ts';
import { CopySignUpUrlButton } from './copy-sign-up-url-button.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';

export function InstitutesTable() {
  const institutes = useInstitutes();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Created At</TableHead>
          <TableHead>Create User</TableHead>
          <TableHead>Copy Sign-Up URL</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStateRows
          columns={4}
          isPending={institutes.isPending}
          isError={institutes.isError}
          isEmpty={institutes.data?.length === 0}
          onRetry={() => void institutes.refetch()}
          empty="No institutes yet. Onboard the first one with Create Institute."
        />
        {institutes.data?.map((institute) => (
          <TableRow key={institute.id}>
            <TableCell className="font-medium">{institute.institute_name}</TableCell>
            <TableCell>
              <time dateTime={institute.created_at} title={new Date(institute.created_at).toLocaleString()}>
                {relativeTimeLabel(institute.created_at)}
              </time>
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
        ))}
      </TableBody>
    </Table>
  );
}
