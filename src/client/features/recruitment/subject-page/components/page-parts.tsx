/** The building blocks of the subject's page: a titled section with its actions, a list of facts, a small table. */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LabelLocale, LocalizedText } from '../../../../../shared/domain/labels';
import { useMessages } from '../../../../lib/i18n';
import { subjectPageMessages } from '../messages';

/** The sections in page order; their ids are the anchors of the page's table of contents. */
export const SECTION_IDS = [
  'identity',
  'consent',
  'screening',
  'randomisation',
  'statusHistory',
  'visits',
  'aes',
  'saes',
  'conMeds',
  'sdv',
  'drugs',
  'subsidies',
  'deviations',
  'contacts',
  'audit',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const sectionAnchor = (id: SectionId) => `subject-${id}`;

export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: SectionId;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" id={sectionAnchor(id)} aria-label={title} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

/** Rows as cells; an empty list says so, a section the role may not see (null) says that. */
export function SmallTable({ label, columns, rows }: { label: string; columns: string[]; rows: ReactNode[][] | null }) {
  const t = useMessages(subjectPageMessages);
  if (rows === null) return <Typography color="text.secondary">{t.hiddenSection}</Typography>;
  if (rows.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <TableRow key={index}>
              {cells.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A dictionary label, or the stored code when the dictionary does not know it. */
export function labelIn(labels: Partial<Record<string, LocalizedText>>, code: string, locale: LabelLocale): string {
  return labels[code]?.[locale] ?? code;
}
