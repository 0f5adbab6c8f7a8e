import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

/** What a list table needs from its TanStack query. */
type ListQuery<T> = {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** A table of one list query (account and inbox screens): headings, then state rows or one row per item. */
export function ListTable<T>({
  columns,
  query,
  empty,
  children,
}: {
  columns: readonly string[];
  query: ListQuery<T>;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStateRows
          columns={columns.length}
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={query.data?.length === 0}
          onRetry={() => void query.refetch()}
          empty={empty}
        />
        {query.data?.map(children)}
      </TableBody>
    </Table>
  );
}

/** Loading, failure and empty rows of the account and inbox tables: skeleton rows, Retry, or the empty message. */
function TableStateRows({
  columns,
  isPending,
  isError,
  isEmpty,
  onRetry,
  empty,
}: {
  columns: number;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  empty: ReactNode;
}) {
  if (isPending) {
    return [0, 1, 2].map((row) => (
      <TableRow key={row}>
        {Array.from({ length: columns }, (_, column) => (
          <TableCell key={column}>
            <Skeleton className="h-5 w-full max-w-40" />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (isError || isEmpty) {
    return (
      <TableRow>
        <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
          {isError ? (
            <span className="inline-flex items-center gap-3">
              The list could not be loaded.
              <Button variant="outline" size="sm" onClick={onRetry}>
                Retry
              </Button>
            </span>
          ) : (
            empty
          )}
        </TableCell>
      </TableRow>
    );
  }
  return null;
}
