import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Outpatient } from '../../../../../shared/api/portal/portal';
import { format, useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';
import { projectQueries } from '../queries';

export interface OutpatientTableProps {
  projectId: number;
  sign?: string;
  /** A signed-in staff preview: read through the staff endpoints (drafts included). */
  preview?: boolean;
  labelledBy?: string;
  onBook: (outpatient: Outpatient) => void;
}

const COLUMNS = 4;
/** Narrow cells so four columns fit a 360 px phone; Chinese text wraps between characters. */
const cellSx = { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } as const;
const actionSx = { ...cellSx, displayPrint: 'none', whiteSpace: 'nowrap' } as const;

function PlaceholderRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS} sx={cellSx}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function OutpatientRows({ projectId, sign, preview, onBook }: Omit<OutpatientTableProps, 'labelledBy'>) {
  const t = useMessages(projectMessages);
  const { data, isPending, isError } = useQuery(projectQueries.outpatients(projectId, sign, preview));
  if (isPending) {
    return (
      <PlaceholderRow>
        <Skeleton role="status" aria-label={t.loading} />
      </PlaceholderRow>
    );
  }
  // A failed refresh (offline) keeps showing the saved list; only no data at all is an error.
  if (isError && data === undefined) {
    return (
      <PlaceholderRow>
        <Alert severity="warning">{t.outpatientsFailed}</Alert>
      </PlaceholderRow>
    );
  }
  if (!data || data.length === 0) return <PlaceholderRow>{t.empty}</PlaceholderRow>;
  return data.map((outpatient, index) => (
    <TableRow key={`${outpatient.doctName}-${index}`} data-testid="outpatient-row">
      <TableCell sx={cellSx}>{outpatient.deptName}</TableCell>
      <TableCell sx={cellSx}>{outpatient.doctName}</TableCell>
      <TableCell sx={cellSx}>{outpatient.seeTime}</TableCell>
      <TableCell sx={actionSx}>
        <Button
          size="small"
          variant="outlined"
          aria-haspopup="dialog"
          aria-label={format(t.bookLabel, { doctor: outpatient.doctName })}
          onClick={() => onBook(outpatient)}
        >
          {t.book}
        </Button>
      </TableCell>
    </TableRow>
  ));
}

/** The outpatient doctors of the project, each with 'book appointment'. */
export function OutpatientTable({ projectId, sign, preview, labelledBy, onBook }: OutpatientTableProps) {
  const t = useMessages(projectMessages);
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell sx={cellSx}>{t.deptName}</TableCell>
          <TableCell sx={cellSx}>{t.doctName}</TableCell>
          <TableCell sx={cellSx}>{t.seeTime}</TableCell>
          <TableCell sx={actionSx}>{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <OutpatientRows projectId={projectId} sign={sign} preview={preview} onBook={onBook} />
      </TableBody>
    </Table>
  );
}
