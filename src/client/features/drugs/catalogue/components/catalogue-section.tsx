/** One titled table of the catalogue page, and a row's edit and delete buttons. */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { catalogueMessages } from '../messages';

export function Section(props: {
  title: string;
  label: string;
  heads: string[];
  state: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {props.title}
      </Typography>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.state}
          {props.children}
        </TableBody>
      </Table>
    </>
  );
}

export function RowButtons({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  const t = useMessages(catalogueMessages);
  return (
    <TableCell>
      <Button size="small" onClick={onEdit} aria-label={`${t.edit} ${name}`}>
        {t.edit}
      </Button>
      <Button size="small" color="error" aria-label={`${t.remove} ${name}`} onClick={onRemove}>
        {t.remove}
      </Button>
    </TableCell>
  );
}
