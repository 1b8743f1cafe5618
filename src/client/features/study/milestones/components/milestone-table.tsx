/** A project's milestones: each with its kind, days, a status in words (done, overdue, open) and the actions allowed. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Milestone } from '../../../../../shared/api/study/milestones';
import { MILESTONE_KIND_LABELS } from '../../../../../shared/domain/study/milestones';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { milestoneMessages } from '../messages';

export interface MilestoneTableProps {
  rows: Milestone[];
  loading: boolean;
  failed: boolean;
  canEdit: boolean;
  onRetry: () => void;
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}

function MilestoneStatus({ milestone }: { milestone: Milestone }) {
  const t = useMessages(milestoneMessages);
  if (milestone.actualDate) return <Chip size="small" color="success" variant="outlined" label={t.done} />;
  if (milestone.overdue) return <Chip size="small" color="error" label={t.overdue} />;
  return <Chip size="small" variant="outlined" label={t.open} />;
}

export function MilestoneTable({ rows, loading, failed, canEdit, onRetry, onEdit, onDelete }: MilestoneTableProps) {
  const t = useMessages(milestoneMessages);
  const { locale } = useLocale();
  const columns = canEdit ? 7 : 6;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.kind}</TableCell>
            <TableCell>{t.plannedDate}</TableCell>
            <TableCell>{t.actualDate}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.note}</TableCell>
            {canEdit && <TableCell>{t.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={columns}
            loading={loading}
            failed={failed}
            empty={rows.length === 0}
            onRetry={onRetry}
          />
          {!loading &&
            !failed &&
            rows.map((milestone) => (
              <TableRow key={milestone.id} hover>
                <TableCell>{milestone.name}</TableCell>
                <TableCell>{MILESTONE_KIND_LABELS[milestone.kind][locale]}</TableCell>
                <TableCell>{milestone.plannedDate ?? ''}</TableCell>
                <TableCell>{milestone.actualDate ?? ''}</TableCell>
                <TableCell>
                  <MilestoneStatus milestone={milestone} />
                </TableCell>
                <TableCell sx={{ maxWidth: 280, whiteSpace: 'pre-wrap' }}>{milestone.note ?? ''}</TableCell>
                {canEdit && (
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Button size="small" onClick={() => onEdit(milestone)} aria-label={`${t.edit} ${milestone.name}`}>
                        {t.edit}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onDelete(milestone)}
                        aria-label={`${t.delete} ${milestone.name}`}
                      >
                        {t.delete}
                      </Button>
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
