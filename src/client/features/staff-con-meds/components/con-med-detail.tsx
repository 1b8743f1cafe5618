/** One concomitant medication, as linked from the task inbox (`?id=`): every field, the rules' flag, the check. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { ConMed } from '../../../../shared/api/safety-con-meds';
import { CON_MED_STATUS_LABELS } from '../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../lib/i18n';
import { conMedMessages } from '../messages';
import { conMedQueries } from '../queries';
import type { ConMedAction } from './con-med-table';
import { RuleFlagChip } from './rule-flag-chip';

function Fields({ conMed: m }: { conMed: ConMed }) {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const lines: [string, ReactNode][] = [
    [t.subject, `${m.subjectNumber} ${m.initials}`],
    [t.drug, m.drug],
    [t.ruleFlag, m.ruleFlag ? <RuleFlagChip flag={m.ruleFlag} /> : t.noFlag],
    [t.dose, m.dose],
    [t.route, m.route],
    [t.frequency, m.frequency ?? '—'],
    [t.startDate, m.startDate],
    [t.endDate, m.endDate ?? '—'],
    [t.indication, m.indication],
    [t.status, CON_MED_STATUS_LABELS[m.status][locale]],
    ...(m.checkedBy ? ([[t.checkedBy, m.checkedBy]] as [string, ReactNode][]) : []),
  ];
  return (
    <dl>
      {lines.map(([label, value]) => (
        <Typography key={label} component="div" sx={{ mb: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Typography>
      ))}
    </dl>
  );
}

export function ConMedDetail({
  projectId,
  id,
  actionsOf,
  onAction,
  onClose,
}: {
  projectId: number;
  id: number;
  actionsOf: (conMed: ConMed) => ConMedAction[];
  onAction: (conMed: ConMed, action: ConMedAction) => void;
  onClose: () => void;
}) {
  const t = useMessages(conMedMessages);
  const titleId = useId();
  const found = useQuery(conMedQueries.list(projectId, { id, offset: 0, limit: 1 }));
  const conMed = found.data?.rows.find((row) => row.id === id);
  const labels: Partial<Record<ConMedAction, string>> = { edit: t.edit, check: t.check };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.detailTitle}</DialogTitle>
      <DialogContent>
        {conMed ? (
          <Fields conMed={conMed} />
        ) : (
          <Typography color="text.secondary">{found.isPending ? '…' : t.notFound}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {conMed &&
          actionsOf(conMed)
            .filter((action) => labels[action])
            .map((action) => (
              <Button key={action} onClick={() => onAction(conMed, action)}>
                {labels[action]}
              </Button>
            ))}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
