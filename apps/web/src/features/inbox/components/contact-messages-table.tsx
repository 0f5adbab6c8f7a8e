import { toast } from 'sonner';
import type { ContactMessageItem } from '@rehearse/contracts';
import { ListTable } from '@/components/list-table.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { useMarkContactMessage } from '../api/mark-contact-message.ts';
import { inboxEmptyText, type InboxFilter } from '../lib/inbox-filter.ts';
import { markedToast, senderName } from '../lib/inbox-item.ts';
import { EmailLink, StatusBadge } from './inbox-cells.tsx';
import { MarkHandledButton } from './mark-handled-button.tsx';
import { MessageCell } from './message-cell.tsx';

const COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Message', 'Status', 'Actions'];

/** The super admin's Contact Us inbox. */
export function ContactMessagesTable({ filter }: { filter: InboxFilter }) {
  return (
    <ListTable
      columns={COLUMNS}
      query={useContactMessages(filter)}
      empty={inboxEmptyText(filter, 'messages')}
    >
      {(message) => <ContactMessageRow key={message.id} message={message} />}
    </ListTable>
  );
}

function ContactMessageRow({ message }: { message: ContactMessageItem }) {
  const mark = useMarkContactMessage();
  const sender = senderName(message);
  const onMark = (handled: boolean) =>
    mark.mutate(
      { id: message.id, handled },
      { onSuccess: () => toast.success(markedToast(handled, `Message from ${sender}`)) },
    );
  return (
    <TableRow>
      <TableCell>
        <RelativeTime value={message.created_at} />
      </TableCell>
      <TableCell className="font-medium whitespace-nowrap">{sender}</TableCell>
      <TableCell>
        <EmailLink email={message.email} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{message.phone}</TableCell>
      <TableCell>
        <MessageCell message={message.message} sender={sender} />
      </TableCell>
      <TableCell>
        <StatusBadge handledAt={message.handled_at} />
      </TableCell>
      <TableCell>
        <MarkHandledButton handled={message.handled_at !== null} isPending={mark.isPending} onMark={onMark} />
      </TableCell>
    </TableRow>
  );
}
