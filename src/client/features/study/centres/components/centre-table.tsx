/** A project's research centres: role, site PI, ethics approval, status, enrolment against target, and the total. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CentreCounts, ResearchCentre } from '../../../../../shared/api/study/centres';
import {
  CENTRE_ACTION_LABELS,
  CENTRE_ROLE_LABELS,
  CENTRE_STATUS_LABELS,
  type CentreAction,
  type CentreStatus,
  allowedCentreActions,
} from '../../../../../shared/domain/study/centres';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { centreMessages } from '../messages';

export interface CentreTableProps {
  rows: ResearchCentre[];
  total: CentreCounts;
  target: number | null;
  loading: boolean;
  failed: boolean;
  canManage: boolean;
  onRetry: () => void;
  onEdit: (centre: ResearchCentre) => void;
  onMove: (centre: ResearchCentre, action: CentreAction) => void;
}

const STATUS_COLOURS: Record<CentreStatus, 'default' | 'success'> = {
  preparing: 'default',
  active: 'success',
  closed: 'default',
};

function Enrolment({ counts, target }: { counts: CentreCounts; target: number | null }) {
  const t = useMessages(centreMessages);
  const text =
    target === null
      ? format(t.enrolledNoTarget, { enrolled: counts.enrolled })
      : format(t.enrolledOfTarget, { enrolled: counts.enrolled, target });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <Typography variant="body2">{text}</Typography>
      {target !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (counts.enrolled / target) * 100)}
          aria-label={text}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {format(t.screening, { n: counts.screening })}
      </Typography>
    </Stack>
  );
}

export function CentreTable(props: CentreTableProps) {
  const { rows, total, target, loading, failed, canManage, onRetry, onEdit, onMove } = props;
  const t = useMessages(centreMessages);
  const { locale } = useLocale();
  const columns = canManage ? 7 : 6;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.role}</TableCell>
            <TableCell>{t.pi}</TableCell>
            <TableCell>{t.ethics}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.enrolment}</TableCell>
            {canManage && <TableCell>{t.actions}</TableCell>}
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
            rows.map((centre) => (
              <TableRow key={centre.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{centre.name}</span>
                    {centre.isOwn && <Chip size="small" color="primary" variant="outlined" label={t.own} />}
                  </Stack>
                </TableCell>
                <TableCell>{CENTRE_ROLE_LABELS[centre.role][locale]}</TableCell>
                <TableCell>{centre.piName ?? ''}</TableCell>
                <TableCell>
                  <div>{centre.ethicsApprovalNumber ?? ''}</div>
                  <Typography variant="caption" color="text.secondary">
                    {centre.ethicsApprovalDate ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOURS[centre.status]}
                    variant={centre.status === 'active' ? 'filled' : 'outlined'}
                    label={CENTRE_STATUS_LABELS[centre.status][locale]}
                  />
                </TableCell>
                <TableCell>
                  <Enrolment counts={centre.counts} target={centre.enrolmentTarget} />
                </TableCell>
                {canManage && (
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => onEdit(centre)} aria-label={`${t.edit} ${centre.name}`}>
                        {t.edit}
                      </Button>
                      {allowedCentreActions(centre.status).map((action) => (
                        <Button
                          key={action}
                          size="small"
                          onClick={() => onMove(centre, action)}
                          aria-label={`${CENTRE_ACTION_LABELS[action][locale]} ${centre.name}`}
                        >
                          {CENTRE_ACTION_LABELS[action][locale]}
                        </Button>
                      ))}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          {!loading && !failed && rows.length > 1 && (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={5} sx={{ fontWeight: 500 }}>
                {t.total}
              </TableCell>
              <TableCell colSpan={canManage ? 2 : 1}>
                <Enrolment counts={total} target={target} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
