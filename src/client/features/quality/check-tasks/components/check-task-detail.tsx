/**
 * One check task (under page QualityCheckTasks): its checkpoint, level, node, due day,
 * assignee, sampled subjects and items; the moves its status allows; 'record a finding' on
 * each item while the task runs (qcFinding:raise); its findings with the checker's moves; and
 * the signatures of its QC report (with content_changed when a finding changed after signing).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckTaskDetail as Detail } from '../../../../../shared/api/quality/check-tasks';
import type { QcItemCode } from '../../../../../shared/domain/quality/qc-dictionaries';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { DetailFieldList } from '../../../../ui/detail-field-list';
import { RouterLink } from '../../../../ui/router-link';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { checkTaskMessages } from '../messages';
import { checkTaskQueries } from '../queries';
import { RecordFindingDialog } from './finding-dialogs';
import { TaskStatusChip, useQcLabels } from './qc-labels';
import { TaskActions } from './task-actions';
import { TaskFindings } from './task-findings';

function TaskFacts({ detail }: { detail: Detail }) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const { task } = detail;
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
  return (
    <DetailFieldList
      layout="grid"
      label={t.detailTitle}
      fields={[
        [t.status, <TaskStatusChip key="status" status={task.status} />],
        [t.level, labels.level(task.level)],
        [t.node, labels.node(task.node)],
        [t.reachedOn, task.reachedOn],
        [t.due, task.dueDate],
        [t.assignee, task.assigneeName ?? t.unassigned],
        [t.plan, `V${task.planVersion} · ${task.checkpointKey}`],
        [t.sample, detail.sample.map((s) => `${s.subjectNumber} ${s.initials}`).join('、') || t.noSample],
        [t.startedAt, at(task.startedAt)],
        [t.completedAt, task.completedAt ? `${at(task.completedAt)} · ${task.completedBy ?? ''}` : '—'],
        [t.conclusion, task.conclusion ?? '—'],
      ]}
    />
  );
}

function TaskItems({ detail, onRecord }: { detail: Detail; onRecord: (item: QcItemCode) => void }) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const access = useStaffAccess();
  const recording = detail.task.status === 40 && access.hasProjectButton(detail.task.projectId, 'qcFinding:raise');
  return (
    <section aria-labelledby="task-items-title">
      <Typography id="task-items-title" variant="h6" component="h2">
        {t.items}
      </Typography>
      <List dense>
        {detail.items.map((item) => (
          <ListItem
            key={item}
            secondaryAction={
              recording && (
                <Button size="small" onClick={() => onRecord(item)} aria-label={`${t.record}：${labels.item(item)}`}>
                  {t.record}
                </Button>
              )
            }
          >
            <ListItemText primary={labels.item(item)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

export function CheckTaskDetail({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(checkTaskMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const query = useQuery(checkTaskQueries.detail(projectId, id));
  const detail = query.data;
  useDocumentTitle(detail ? `${detail.task.name} - ${t.title}` : t.detailTitle);
  const [recording, setRecording] = useState<QcItemCode>();
  const back = (
    <RouterLink to="/staff/projects/$projectId/quality-tasks" params={{ projectId }}>
      {t.back}
    </RouterLink>
  );
  if (query.isPending)
    return (
      <Stack spacing={2} aria-busy="true">
        {back}
        <Skeleton variant="rectangular" height={200} aria-label={t.detailTitle} />
      </Stack>
    );
  if (!detail)
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <StaffPageHeader title={detail.task.name} projectName={project?.projectName}>
        <TaskActions task={detail.task} />
      </StaffPageHeader>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TaskFacts detail={detail} />
      </Paper>
      <TaskItems detail={detail} onRecord={setRecording} />
      <TaskFindings projectId={projectId} taskId={id} />
      {(detail.task.signed || detail.signatures.length > 0) && <SignatureManifest signatures={detail.signatures} />}
      {recording && (
        <RecordFindingDialog detail={detail} itemCode={recording} onClose={() => setRecording(undefined)} />
      )}
    </Stack>
  );
}
