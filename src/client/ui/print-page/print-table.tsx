/** A table of a printed report: bordered, header repeated on each printed page, a line when empty. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const cellSx = { border: 1, borderColor: 'divider', px: 0.75, py: 0.5, fontSize: 'inherit' } as const;

export function PrintTable({ columns, rows, empty }: { columns: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Table size="small" sx={{ borderCollapse: 'collapse', fontSize: '0.8125rem' }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} component="th" sx={{ ...cellSx, fontWeight: 700 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((value, column) => (
              <TableCell key={column} sx={cellSx}>
                {value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
