/**
 * One report table: a visible caption, column heads and each row's first cell as headers
 * (scope col / row) so a screen reader names every figure, amounts right-aligned, and a total
 * row in the table's foot.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export type Cells = [string, ...string[]];

interface Props {
  caption: string;
  columns: Cells;
  rows: { key: string | number; cells: Cells }[];
  total?: Cells;
  empty: string;
}

const captionStyle = { captionSide: 'top', fontWeight: 600, px: 0 } as const;

function Row({ cells, footer = false }: { cells: Cells; footer?: boolean }) {
  const [head, ...figures] = cells;
  const weight = footer ? { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={weight}>
        {head}
      </TableCell>
      {figures.map((figure, i) => (
        <TableCell key={i} align="right" sx={weight}>
          {figure}
        </TableCell>
      ))}
    </TableRow>
  );
}

export function ReportTable({ caption, columns, rows, total, empty }: Props) {
  const [first, ...rest] = columns;
  return (
    <TableContainer>
      <Table size="small" sx={{ '& caption': captionStyle }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{first}</TableCell>
            {rest.map((column) => (
              <TableCell key={column} scope="col" align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Row key={row.key} cells={row.cells} />
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {total && rows.length > 0 && (
          <TableFooter>
            <Row cells={total} footer />
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
