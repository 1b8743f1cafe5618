/** The table of a project's visit plan versions with the actions each allows the user now. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlanStatus, VisitPlanSummary } from '../../../../../shared/api/visits/plans';
import { ANCHOR_INFO } from '../../../../../shared/domain/visits/schedule';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { planMessages } from '../messages';
import { formatDateTime } from '../../../../lib/dates';

const STATUS_COLOUR: Record<PlanStatus, 'warning' | 'success' | 'default'> = {
  draft: 'warning',
  published: 'success',
  retired: 'default',
};

export interface PlanVersionsProps {
  versions: VisitPlanSummary[];
  canEdit: boolean;
  canPublish: boolean;
  onEdit: (plan: VisitPlanSummary) => void;
  onView: (plan: VisitPlanSummary) => void;
  onCopy: (plan: VisitPlanSummary) => void;
  onDelete: (plan: VisitPlanSummary) => void;
  onPublish: (plan: VisitPlanSummary) => void;
}

function Actions({
  plan,
  hasDraft,
  ...props
}: Omit<PlanVersionsProps, 'versions'> & { plan: VisitPlanSummary; hasDraft: boolean }) {
  const t = useMessages(planMessages);
  const draft = plan.status === 'draft';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {draft && props.canEdit ? (
        <Button size="small" onClick={() => props.onEdit(plan)}>
          {t.edit}
        </Button>
      ) : (
        <Button size="small" onClick={() => props.onView(plan)}>
          {t.view}
        </Button>
      )}
      {props.canEdit && !hasDraft && (
        <Button size="small" onClick={() => props.onCopy(plan)}>
          {t.copyAsDraft}
        </Button>
      )}
      {draft && props.canEdit && (
        <Button size="small" color="error" onClick={() => props.onDelete(plan)}>
          {t.delete}
        </Button>
      )}
      {draft && props.canPublish && (
        <Button size="small" variant="contained" onClick={() => props.onPublish(plan)}>
          {t.publish}
        </Button>
      )}
    </Stack>
  );
}

export function PlanVersions({ versions, ...props }: PlanVersionsProps) {
  const t = useMessages(planMessages);
  const { locale } = useLocale();
  const hasDraft = versions.some((plan) => plan.status === 'draft');
  return (
    <Table size="small" aria-label={t.versions}>
      <TableHead>
        <TableRow>
          <TableCell>{t.planVersion}</TableCell>
          <TableCell>{t.name}</TableCell>
          <TableCell>{t.status}</TableCell>
          <TableCell>{t.anchor}</TableCell>
          <TableCell align="right">{t.visitCount}</TableCell>
          <TableCell align="right">{t.subjectCount}</TableCell>
          <TableCell>{t.updatedAt}</TableCell>
          <TableCell>{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((plan) => (
          <TableRow key={plan.id}>
            <TableCell>{`v${plan.planVersion}`}</TableCell>
            <TableCell>{plan.name}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOUR[plan.status]} label={t[plan.status]} />
            </TableCell>
            <TableCell>{ANCHOR_INFO[plan.anchor].label[locale]}</TableCell>
            <TableCell align="right">{plan.visitCount}</TableCell>
            <TableCell align="right">{plan.subjectCount}</TableCell>
            <TableCell>{formatDateTime(plan.updatedAt)}</TableCell>
            <TableCell>
              <Actions plan={plan} hasDraft={hasDraft} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
