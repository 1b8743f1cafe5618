/** A published or retired QC plan version, read only: its checkpoints as a table; and the versions list. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QcPlan, QcPlanStatus } from '../../../../../shared/api/quality/plans';
import { formatDateTime } from '../../../../lib/dates';
import { format, useMessages } from '../../../../lib/i18n';
import { useQcLabels } from '../../check-tasks/components/qc-labels';
import { qcPlanMessages } from '../messages';

const STATUS_COLOR: Record<QcPlanStatus, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  published: 'success',
  retired: 'default',
};

export function QcPlanView({ plan }: { plan: QcPlan }) {
  const t = useMessages(qcPlanMessages);
  const labels = useQcLabels();
  const title = format(t.versionTitle, { version: plan.planVersion, name: plan.name });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {`${title}（${t[plan.status]}）`}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t.checkpoints}>
          <TableHead>
            <TableRow>
              {[t.key, t.checkpointName, t.level, t.node, t.dueDays, t.sampleSize, t.items].map((head) => (
                <TableCell key={head}>{head}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.content.checkpoints.map((checkpoint) => (
              <TableRow key={checkpoint.key}>
                <TableCell>{checkpoint.key}</TableCell>
                <TableCell>{checkpoint.name}</TableCell>
                <TableCell>{labels.level(checkpoint.level)}</TableCell>
                <TableCell>
                  {labels.node(checkpoint.node)}
                  {checkpoint.threshold !== null && ` N=${checkpoint.threshold}`}
                  {checkpoint.date !== null && ` ${checkpoint.date}`}
                </TableCell>
                <TableCell>{checkpoint.dueDays}</TableCell>
                <TableCell>{checkpoint.sampleSize}</TableCell>
                <TableCell>{checkpoint.items.map(labels.item).join('；')}</TableCell>
              </TableRow>
            ))}
            {plan.content.checkpoints.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t.noCheckpoints}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

interface VersionsProps {
  versions: QcPlan[];
  openId: number | undefined;
  canEdit: boolean;
  onOpen: (id: number) => void;
}

export function QcPlanVersionsTable({ versions, openId, canEdit, onOpen }: VersionsProps) {
  const t = useMessages(qcPlanMessages);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.versions}>
        <TableHead>
          <TableRow>
            {[t.planVersion, t.name, t.status, t.publishedAt, t.updatedAt, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((plan) => {
            const action = plan.status === 'draft' && canEdit ? t.edit : t.view;
            return (
              <TableRow key={plan.id} selected={plan.id === openId}>
                <TableCell>{`V${plan.planVersion}`}</TableCell>
                <TableCell>{plan.name}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[plan.status]} label={t[plan.status]} />
                </TableCell>
                <TableCell>{plan.publishedAt ? formatDateTime(plan.publishedAt) : '—'}</TableCell>
                <TableCell>{formatDateTime(plan.updatedAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(plan.id)} aria-label={`${action} V${plan.planVersion}`}>
                    {action}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
