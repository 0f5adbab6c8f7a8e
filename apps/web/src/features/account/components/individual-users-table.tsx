import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { PLAN_LIMITS } from '@rehearse/contracts';
import { useIndividualUsers } from '../api/get-individual-users.ts';
import { SetPlanDialog } from './set-plan-dialog.tsx';

const COLUMNS = ['Name', 'Email', 'Joined', 'Plan', 'Usage', 'Last interview', 'Plan change'];

/** Individual users (Google sign-in) with plan and usage, for the super admin. */
export function IndividualUsersTable({ search }: { search: string }) {
  return (
    <ListTable
      columns={COLUMNS}
      query={useIndividualUsers(search)}
      empty={search ? 'No individual user matches.' : 'No individual users yet.'}
    >
      {(user) => (
        <TableRow key={user.id}>
          <TableCell className="font-medium">{user.name}</TableCell>
          <TableCell>{user.email}</TableCell>
          <TableCell>
            <RelativeTime value={user.created_at} />
          </TableCell>
          <TableCell>{user.plan === 'STUDENT' ? 'Student' : 'Free'}</TableCell>
          <TableCell className="text-sm">
            {user.plan === 'STUDENT'
              ? `${user.interviews_this_month} of ${PLAN_LIMITS.STUDENT.interviews} this month`
              : `${user.interviews_total} of ${PLAN_LIMITS.FREE.interviews}`}
            {user.extra_interviews ? ` · ${user.extra_interviews} add-on left` : ''}
            <div className="text-xs text-muted-foreground">{user.interviews_total} in all</div>
          </TableCell>
          <TableCell>
            {user.last_interview_at ? <RelativeTime value={user.last_interview_at} /> : '–'}
          </TableCell>
          <TableCell>
            <SetPlanDialog user={user} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
