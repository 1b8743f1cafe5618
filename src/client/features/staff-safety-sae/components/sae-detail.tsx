/** One SAE report in a dialog: number, 截止时间 and due chip, its fields, attachments, buttons, assignee and submitted revisions. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { SaeDetail as SaeDetailRow } from '../../../../shared/api/safety-sae';
import { hospitalTime } from '../../../../shared/domain/safety/due-dates';
import { SERIOUSNESS_LABELS } from '../../../../shared/domain/safety/records';
import { format, useLocale, useMessages } from '../../../lib/i18n';
import { useStaffAccess } from '../../auth/use-staff-session';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { DueChip, StatusChip } from './due-chip';
import { SaeActions } from './sae-actions';
import { SaeAttachments } from './sae-attachments';
import { subjectLabel, useReportTypeLabel } from './sae-table';

function Revisions({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(saeMessages);
  const revisions = useQuery(saeQueries.revisions(projectId, id));
  return (
    <section aria-label={t.revisions}>
      <Typography variant="subtitle2">{t.revisions}</Typography>
      {revisions.data?.length === 0 && <Typography color="text.secondary">{t.noRevisions}</Typography>}
      <List dense>
        {(revisions.data ?? []).map((entry) => (
          <ListItem key={entry.revision} disableGutters>
            <ListItemText
              primary={format(t.revisionLine, {
                revision: entry.revision,
                by: entry.submittedBy,
                at: hospitalTime(Date.parse(entry.submittedAt)),
              })}
              secondary={entry.reason ?? undefined}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

function useFields(sae: SaeDetailRow | undefined): [string, ReactNode][] {
  const t = useMessages(saeMessages);
  const { locale } = useLocale();
  const typeLabel = useReportTypeLabel();
  if (!sae) return [];
  return [
    [t.reportNo, sae.reportNo ?? t.noNumber],
    [
      t.reportType,
      sae.reportType === 'followup' ? `${t.followup} (${sae.initialNo ?? '—'})` : typeLabel(sae.reportType),
    ],
    [t.aeTerm, sae.aeTerm],
    [t.subject, subjectLabel(sae)],
    [t.learnedAt, hospitalTime(Date.parse(sae.learnedAt))],
    [t.seriousness, sae.seriousness.map((c) => SERIOUSNESS_LABELS[c][locale]).join('、')],
    [t.description, sae.description],
    [t.assignee, sae.assigneeName ?? t.unassigned],
    [t.reviseReasonShort, sae.revisionReason ?? '—'],
  ];
}

export interface SaeDetailProps {
  projectId: number;
  id: number;
  onEdit: (sae: SaeDetailRow) => void;
  onClose: () => void;
}

export function SaeDetail({ projectId, id, onEdit, onClose }: SaeDetailProps) {
  const t = useMessages(saeMessages);
  const access = useStaffAccess();
  const titleId = useId();
  const query = useQuery(saeQueries.one(projectId, id));
  const sae = query.data;
  const fields = useFields(sae);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{sae?.reportNo ? `${t.detail} ${sae.reportNo}` : t.detail}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {query.isPending && <Typography color="text.secondary">…</Typography>}
          {query.isError && <Alert severity="error">{t.notFound}</Alert>}
          {sae && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography>{format(t.deadline, { label: sae.dueLabel })}</Typography>
              <DueChip dueState={sae.dueState} dueLabel={sae.dueLabel} />
              <StatusChip status={sae.status} />
            </Stack>
          )}
          {fields.length > 0 && (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
              {fields.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </dl>
          )}
          {sae && (
            <>
              <SaeAttachments
                projectId={projectId}
                sae={sae}
                canEdit={access.hasProjectButton(projectId, 'sae:update')}
              />
              <SaeActions projectId={projectId} sae={sae} onEdit={() => onEdit(sae)} onDeleted={onClose} />
              <Revisions projectId={projectId} id={sae.id} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
