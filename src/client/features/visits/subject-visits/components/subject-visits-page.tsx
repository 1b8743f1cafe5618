/**
 * A subject's visit calendar: pick a subject of the project (kept in the URL), see its visits
 * by group with windows, status and flags, act on them by permission, move it to a newer
 * published plan version, and predict visit days from an anchor day before enrolment.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubjectVisit, SubjectVisitCalendar } from '../../../../../shared/api/visits/subject-visits';
import { SUBJECT_STATUS_LABELS } from '../../../../../shared/domain/recruitment';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { useStaffAccess } from '../../../access';
import { ViewSubjectLink } from '../../../recruitment';
import { subjectVisitMessages } from '../messages';
import { subjectVisitQueries } from '../queries';
import { useVisitActions } from '../use-visit-actions';
import { PredictPanel } from './predict-panel';
import { ReminderPanel } from './reminder-panel';
import { type VisitAction, VisitCalendar } from './visit-calendar';
import { MissedDialog, RecordDialog, ScheduleDialog, visitLabel } from './visit-dialogs';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { SubjectMarks } from '../../../quality';

export interface SubjectVisitsPageProps {
  projectId: number;
  subjectId?: number;
  onSubjectChange: (subjectId: number | undefined) => void;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(subjectVisitMessages);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    >
      {t.loadFailed}
    </Alert>
  );
}

function SubjectPicker({ projectId, subjectId, onSubjectChange }: SubjectVisitsPageProps) {
  const t = useMessages(subjectVisitMessages);
  const { locale } = useLocale();
  const subjects = useQuery(subjectVisitQueries.subjects(projectId));
  if (subjects.isPending) return <Skeleton variant="rectangular" height={56} sx={{ maxWidth: 360 }} />;
  if (subjects.isError) return <LoadFailed onRetry={() => void subjects.refetch()} />;
  if (subjects.data.length === 0) return <Typography color="text.secondary">{t.noSubjects}</Typography>;
  const known = subjects.data.some((subject) => subject.id === subjectId);
  return (
    <TextField
      select
      label={t.subject}
      value={known ? String(subjectId) : ''}
      onChange={(event) => onSubjectChange(Number(event.target.value) || undefined)}
      helperText={known ? undefined : t.chooseSubject}
      sx={{ maxWidth: 360 }}
    >
      {subjects.data.map((subject) => (
        <MenuItem key={subject.id} value={String(subject.id)}>
          {`${subject.subjectNumber} ${subject.initials}（${SUBJECT_STATUS_LABELS[subject.status][locale]}）`}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PlanBanner({ projectId, data }: { projectId: number; data: SubjectVisitCalendar }) {
  const t = useMessages(subjectVisitMessages);
  const access = useStaffAccess();
  const { applyPlan } = useVisitActions(projectId);
  const [confirming, setConfirming] = useState(false);
  const { plan, publishedPlan, subject } = data;
  const canApply = access.hasProjectButton(projectId, 'visit:applyPlan');
  return (
    <>
      <Typography color="text.secondary">
        {plan
          ? format(t.planOf, { name: plan.name, version: plan.planVersion, anchor: subject.visitAnchorDate ?? '—' })
          : t.noPlan}
      </Typography>
      {data.newerPlan && publishedPlan && (
        <Alert
          severity="info"
          action={
            canApply && (
              <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
                {t.applyPlan}
              </Button>
            )
          }
        >
          {format(t.newerPlan, { version: publishedPlan.planVersion, current: plan?.planVersion ?? '—' })}
        </Alert>
      )}
      {confirming && publishedPlan && (
        <ConfirmDialog
          title={t.applyTitle}
          text={format(t.applyText, { subject: subject.subjectNumber, version: publishedPlan.planVersion })}
          confirmLabel={t.applyPlan}
          busy={applyPlan.isPending}
          onConfirm={() =>
            applyPlan.mutate(
              { projectId, subjectId: subject.id, version: subject.version },
              { onSettled: () => setConfirming(false) },
            )
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

const VISIT_KINDS = ['visit'] as const;

function SubjectCalendar({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(subjectVisitMessages);
  const access = useStaffAccess();
  const calendar = useQuery(subjectVisitQueries.calendar(projectId, subjectId));
  const { reset } = useVisitActions(projectId);
  const [open, setOpen] = useState<{ action: VisitAction; visit: SubjectVisit }>();
  if (calendar.isPending) return <Skeleton variant="rectangular" height={200} />;
  if (calendar.isError) return <LoadFailed onRetry={() => void calendar.refetch()} />;
  const data = calendar.data;
  const close = () => setOpen(undefined);
  const dialogProps = open && { projectId, visit: open.visit, today: data.today, onClose: close };
  return (
    <Stack spacing={2}>
      <div>
        <ViewSubjectLink projectId={projectId} subjectId={subjectId} subjectNumber={data.subject.subjectNumber} />
      </div>
      <PlanBanner projectId={projectId} data={data} />
      <ReminderPanel projectId={projectId} subjectId={subjectId} />
      {data.visits.length === 0 ? (
        <>
          <Typography color="text.secondary">{t.noVisits}</Typography>
          <PredictPanel projectId={projectId} initialDay={data.today} />
        </>
      ) : (
        <VisitCalendar
          visits={data.visits}
          canRecord={access.hasProjectButton(projectId, 'visit:record')}
          onAction={(action, visit) => setOpen({ action, visit })}
        />
      )}
      <SubjectMarks projectId={projectId} subjectId={subjectId} kinds={VISIT_KINDS} />
      {dialogProps && open.action === 'schedule' && <ScheduleDialog {...dialogProps} />}
      {dialogProps && open.action === 'record' && <RecordDialog {...dialogProps} />}
      {dialogProps && open.action === 'miss' && <MissedDialog {...dialogProps} />}
      {open?.action === 'reset' && (
        <ConfirmDialog
          title={t.resetTitle}
          text={format(t.resetText, { visit: visitLabel(open.visit, t.cycle) })}
          confirmLabel={t.reset}
          busy={reset.isPending}
          onConfirm={() =>
            reset.mutate({ projectId, id: open.visit.id, version: open.visit.version }, { onSettled: close })
          }
          onClose={close}
        />
      )}
    </Stack>
  );
}

export function SubjectVisitsPage(props: SubjectVisitsPageProps) {
  const today = useHospitalToday();
  const { projectId, subjectId } = props;
  const t = useMessages(subjectVisitMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      </div>
      <SubjectPicker {...props} />
      {subjectId === undefined ? (
        <PredictPanel projectId={projectId} initialDay={today} />
      ) : (
        <SubjectCalendar key={subjectId} projectId={projectId} subjectId={subjectId} />
      )}
    </Stack>
  );
}
