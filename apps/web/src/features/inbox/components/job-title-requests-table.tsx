import { toast } from 'sonner';
import type { JobTitleRequestItem } from '@rehearse/contracts';
import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useJobTitleRequests } from '../api/get-job-title-requests.ts';
import { useMarkJobTitleRequest } from '../api/mark-job-title-request.ts';
import { inboxEmptyText, type InboxFilter } from '../lib/inbox-filter.ts';
import { markedToast, senderName } from '../lib/inbox-item.ts';
import { AddToCatalogueDialog } from './add-to-catalogue-dialog.tsx';
import { EmailLink, StatusBadge } from './inbox-cells.tsx';
import { MarkHandledButton } from './mark-handled-button.tsx';
import { MessageCell } from './message-cell.tsx';

const COLUMNS = ['Received', 'Requested Job Title', 'Name', 'Email', 'Message', 'Status', 'Actions'];

/** The super admin's Request Job Title inbox; a request can be added to the catalogue from its row. */
export function JobTitleRequestsTable({ filter }: { filter: InboxFilter }) {
  return (
    <ListTable
      columns={COLUMNS}
      query={useJobTitleRequests(filter)}
      empty={inboxEmptyText(filter, 'job title requests')}
    >
      {(request) => <JobTitleRequestRow key={request.id} request={request} />}
    </ListTable>
  );
}

function JobTitleRequestRow({ request }: { request: JobTitleRequestItem }) {
  const mark = useMarkJobTitleRequest();
  const sender = senderName(request);
  const onMark = (handled: boolean) =>
    mark.mutate(
      { id: request.id, handled },
      {
        onSuccess: () =>
          toast.success(markedToast(handled, `Request for ${request.request_job_title.trim()}`)),
      },
    );
  return (
    <TableRow>
      <TableCell>
        <RelativeTime value={request.created_at} />
      </TableCell>
      <TableCell className="font-medium">{request.request_job_title}</TableCell>
      <TableCell className="whitespace-nowrap">{sender}</TableCell>
      <TableCell>
        <EmailLink email={request.email} />
      </TableCell>
      <TableCell>
        <MessageCell
          message={request.message}
          sender={sender}
          subject={`Request for the job title ${request.request_job_title}.`}
        />
      </TableCell>
      <TableCell>
        <StatusBadge handledAt={request.handled_at} />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2">
          <MarkHandledButton
            handled={request.handled_at !== null}
            isPending={mark.isPending}
            onMark={onMark}
          />
          <AddToCatalogueDialog requestId={request.id} requestedTitle={request.request_job_title} />
        </div>
      </TableCell>
    </TableRow>
  );
}
