import { TableStateRows } from '@/components/table-state-rows.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { relativeTimeLabel } from '@/lib/relative-time.ts';
import { useInstituteUsers } from '../api/get-institute-users.ts';

export function UsersTable() {
  const users = useInstituteUsers();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Created At</TableHead>
          <TableHead>Id</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStateRows
          columns={4}
          isPending={users.isPending}
          isError={users.isError}
          isEmpty={users.data?.length === 0}
          onRetry={() => void users.refetch()}
          empty="No users yet. Add one with Create User, or share your institute's sign-up link."
        />
        {users.data?.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={user.created_at} title={new Date(user.created_at).toLocaleString()}>
                {relativeTimeLabel(user.created_at)}
              </time>
            </TableCell>
            <TableCell className="font-mono text-xs text-muted-foreground">{user.id}</TableCell>
            <TableCell className="font-medium">{user.name}</TableCell>
            <TableCell>{user.email}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
