/** One protocol violation, as linked from the task inbox (`?id=`): every field and its review. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Violation } from '../../../../shared/api/safety-violations';
import { SEVERITY, VIOLATION_TYPE } from '../../../../shared/domain/fixed-dictionaries';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { VIOLATION_SOURCE_LABELS, VIOLATION_STATUS_LABELS } from '../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../lib/i18n';
import { violationMessages } from '../messages';
import { violationQueries } from '../queries';
import type { ViolationAction } from './violation-table';

function Fields({ violation }: { violation: Violation }) {
  const t = useMessages(violationMessages);
  const { locale } = useLocale();
  const v = violation;
  const lines: [string, string][] = [
    [t.subject, `${v.subjectNumber} ${v.initials}`],
    [t.type, v.type === null ? t.visitDeviation : dictEntryLabel(VIOLATION_TYPE, v.type, locale)],
    [t.severity, dictEntryLabel(SEVERITY, v.severity, locale)],
    [t.occurredDate, v.occurredDate],
    [t.source, VIOLATION_SOURCE_LABELS[v.source][locale]],
    ...(v.visitName ? ([[t.visit, `${v.visitName}（${v.visitCode ?? ''}）`]] as [string, string][]) : []),
    [t.description, v.description],
    [t.status, VIOLATION_STATUS_LABELS[v.status][locale]],
    ...(v.reviewedBy
      ? ([
          [t.reviewedBy, v.reviewedBy],
          [t.reviewedAt, new Date(v.reviewedAt ?? '').toLocaleString(locale)],
          [t.reviewNote, v.reviewNote ?? '—'],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl>
      {lines.map(([label, value]) => (
        <Typography key={label} component="div" sx={{ mb: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Typography>
      ))}
    </dl>
  );
}

export function ViolationDetail({
  projectId,
  id,
  actionsOf,
  onAction,
  onClose,
}: {
  projectId: number;
  id: number;
  actionsOf: (violation: Violation) => ViolationAction[];
  onAction: (violation: Violation, action: ViolationAction) => void;
  onClose: () => void;
}) {
  const t = useMessages(violationMessages);
  const titleId = useId();
  const found = useQuery(violationQueries.list(projectId, { id, offset: 0, limit: 1 }));
  const violation = found.data?.rows.find((row) => row.id === id);
  const labels: Partial<Record<ViolationAction, string>> = { edit: t.edit, review: t.review, reopen: t.reopen };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.detailTitle}</DialogTitle>
      <DialogContent>
        {violation ? (
          <Fields violation={violation} />
        ) : (
          <Typography color="text.secondary">{found.isPending ? '…' : t.notFound}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {violation &&
          actionsOf(violation)
            .filter((action) => labels[action])
            .map((action) => (
              <Button key={action} onClick={() => onAction(violation, action)}>
                {labels[action]}
              </Button>
            ))}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
