/**
 * The secretary's board (system page EthicsBoard, 伦理审查工作台): one tab per column —
 * incoming (submitted), returned, accepted or in review, on a meeting's agenda, decided — each
 * with its count; the chosen column's submissions of every project, oldest submitted first,
 * each linking to its page, where the secretary accepts or returns it.
 */
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOARD_COLUMN_NAMES, type BoardColumn } from '../../../../../shared/api/ethics/board';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { ethicsSubmissionMessages } from '../messages';
import { ethicsQueries } from '../queries';
import { SubmissionStatusChip, useSubmissionTypeLabel } from './submission-labels';

export function EthicsBoardPage() {
  const t = useMessages(ethicsSubmissionMessages);
  useDocumentTitle(t.boardTitle);
  const typeLabel = useSubmissionTypeLabel();
  const [column, setColumn] = useState<BoardColumn>('incoming');
  const counts = useQuery(ethicsQueries.counts()).data;
  const list = useQuery(ethicsQueries.board(column));
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.boardTitle} />
      <Tabs
        value={column}
        onChange={(_event, next: BoardColumn) => setColumn(next)}
        aria-label={t.columns}
        variant="scrollable"
      >
        {BOARD_COLUMN_NAMES.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`ethics-board-tab-${name}`}
            aria-controls="ethics-board-panel"
            label={`${t[name]} (${counts?.[name] ?? 0})`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="ethics-board-panel" aria-labelledby={`ethics-board-tab-${column}`}>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t[column]}>
            <TableHead>
              <TableRow>
                {[t.project, t.type, t.title, t.status, t.acceptanceNumber, t.submittedAt, t.documentCount, t.open].map(
                  (label) => (
                    <TableCell key={label}>{label}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.projectNo ? `${row.projectNo} ${row.projectName}` : row.projectName}</TableCell>
                  <TableCell>{typeLabel(row.type)}</TableCell>
                  <TableCell>{row.title}</TableCell>
                  <TableCell>
                    <SubmissionStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.acceptanceNumber ?? '—'}</TableCell>
                  <TableCell>{row.submittedAt ? formatDateTime(row.submittedAt) : '—'}</TableCell>
                  <TableCell>{row.documentCount}</TableCell>
                  <TableCell>
                    <RouterLink
                      to="/staff/ethics-board/$submissionId"
                      params={{ submissionId: row.id }}
                      aria-label={format(t.openOf, { title: row.title })}
                    >
                      {t.open}
                    </RouterLink>
                  </TableCell>
                </TableRow>
              ))}
              {list.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{t.empty}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </div>
    </Stack>
  );
}
