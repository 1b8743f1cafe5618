/**
 * The shell of a safety list table: the labelled small table (scrolling sideways when narrow),
 * its column heads, and the loading / failure / empty rows sized to the columns; the area
 * renders its own rows.
 */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TableStates } from './table-states';

/** What a list page hands its table of reports that open in a detail view. */
export interface OpenableRecordTableProps<Row> {
  rows: Row[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: number) => void;
}

export interface RecordListTableProps {
  label: string;
  columns: string[];
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}

export function RecordListTable({ label, columns, loading, failed, empty, onRetry, children }: RecordListTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={columns.length} loading={loading} failed={failed} empty={empty} onRetry={onRetry} />
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The row's 查看 button, named with the row (e.g. '查看 SAE-2026-001'). */
export function OpenRecordButton({ label, rowName, onOpen }: { label: string; rowName: string; onOpen: () => void }) {
  return (
    <Button size="small" aria-label={`${label} ${rowName}`} onClick={onOpen}>
      {label}
    </Button>
  );
}
