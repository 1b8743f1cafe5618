/** A project's printed listing: every row of one list (read page by page), as a table under the project's header. */
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchAllRows } from '../../lib/all-pages';
import { format, useMessages } from '../../lib/i18n';
import { listingMessages } from './listing-messages';
import { PrintPage } from './print-page';
import { PrintTable } from './print-table';

export interface ListingPrintProps<T> {
  title: string;
  projectId: number;
  projectName?: string;
  /** The query key's last parts (it starts with 'staff', so it stays in memory only). */
  listing: string;
  page: (offset: number, limit: number) => Promise<{ rows: T[]; total: number }>;
  columns: string[];
  cells: (row: T, index: number) => ReactNode[];
}

export function ListingPrint<T>(props: ListingPrintProps<T>) {
  const { title, projectId, projectName, listing, page, columns, cells } = props;
  const t = useMessages(listingMessages);
  const query = useQuery({
    queryKey: ['staff', 'listing-print', listing, projectId],
    queryFn: () => fetchAllRows(page),
  });
  return (
    <PrintPage
      title={title}
      header={projectName ? { projectName } : undefined}
      loading={query.isPending}
      failed={query.isError}
    >
      {query.data && (
        <>
          <Typography variant="body2" sx={{ my: 1 }} data-testid="listing-total">
            {format(t.total, { count: query.data.length })}
          </Typography>
          <PrintTable empty={t.none} columns={columns} rows={query.data.map(cells)} />
        </>
      )}
    </PrintPage>
  );
}
