/** A published or retired version (or a draft for readers), read only: its visits in plan order. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import type { VisitPlanSummary, VisitPlanVisit } from '../../../../../shared/api/visits/plans';
import { REPEAT_UNIT_LABELS } from '../../../../../shared/domain/visits/schedule';
import { type Locale, format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { planMessages } from '../messages';
import { visitPlanQueries } from '../queries';

function repeatText(visit: VisitPlanVisit, locale: Locale): string {
  if (!visit.repeat) return '';
  const unit = REPEAT_UNIT_LABELS[visit.repeat.unit][locale];
  return format(planMessages[locale].repeatText, { every: visit.repeat.every, unit, times: visit.repeat.times });
}

export function PlanViewDialog({
  projectId,
  plan,
  onClose,
}: {
  projectId: number;
  plan: VisitPlanSummary;
  onClose: () => void;
}) {
  const t = useMessages(planMessages);
  const { locale } = useLocale();
  const detail = useQuery(visitPlanQueries.version(projectId, plan.id));
  return (
    <Dialog open onClose={onClose} aria-labelledby="visit-plan-view-title" maxWidth="md" fullWidth>
      <DialogTitle id="visit-plan-view-title">{`${plan.name} · v${plan.planVersion}`}</DialogTitle>
      <DialogContent>
        {detail.isPending && <Skeleton variant="rounded" height={120} />}
        {detail.isError && <Alert severity="error">{t.loadFailed}</Alert>}
        {detail.data && (
          <Table size="small" aria-label={t.visits}>
            <TableHead>
              <TableRow>
                <TableCell>{t.visitName}</TableCell>
                <TableCell>{t.group}</TableCell>
                <TableCell align="right">{t.dayOffset}</TableCell>
                <TableCell>{t.window}</TableCell>
                <TableCell>{t.repeat}</TableCell>
                <TableCell>{t.activities}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.data.visits.map((visit) => (
                <TableRow key={visit.code}>
                  <TableCell>{`${visit.code} ${visit.name}`}</TableCell>
                  <TableCell>{visit.groupName ?? ''}</TableCell>
                  <TableCell align="right">{visit.dayOffset}</TableCell>
                  <TableCell>{`−${visit.windowBefore} / +${visit.windowAfter}`}</TableCell>
                  <TableCell>{repeatText(visit, locale)}</TableCell>
                  <TableCell>
                    {joinList(
                      visit.activities.map((activity) => activity.name),
                      locale,
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.back}</Button>
      </DialogActions>
    </Dialog>
  );
}
