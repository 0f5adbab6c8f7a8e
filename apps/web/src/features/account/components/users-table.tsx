import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useInstituteUsers } from '../api/get-institute-users.ts';

const COLUMNS = ['Created At', 'Id', 'Name', 'Email'];

export function UsersTable() {
  return (
    <ListTable
      columns={COLUMNS}
      query={useInstituteUsers()}
      empty="No users yet. Add one with Create User, or share your institute's sign-up link."
    >
      {(user) => (
        <TableRow key={user.id}>
          <TableCell>
            <RelativeTime value={user.created_at} />
          </TableCell>
          <TableCell className="font-mono text-xs text-muted-foreground">{user.id}</TableCell>
          <TableCell className="font-medium">{user.name}</TableCell>
          <TableCell>{user.email}</TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
