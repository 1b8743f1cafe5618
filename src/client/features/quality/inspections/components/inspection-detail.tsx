/**
 * One inspection (under page QualityInspections): its type, body, dates, scope, conclusion and
 * attachments, 'edit' and 'record a finding' with inspection:record, and its findings with the
 * checker's moves.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { DetailFieldList } from '../../../../ui/detail-field-list';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { inspectionMessages } from '../messages';
import { inspectionQueries } from '../queries';
import { AttachedFindings } from './attached-findings';
import { DetailStates } from './detail-states';
import { InspectionDialog, useInspectionTypeLabel } from './inspection-dialog';
import { InspectionFindingDialog } from './inspection-finding-dialog';

export function InspectionDetail({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(inspectionMessages);
  const typeLabel = useInspectionTypeLabel();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const options = inspectionQueries.detail(projectId, id);
  const query = useQuery(options);
  const detail = query.data;
  const title = detail
    ? `${typeLabel(detail.inspection.inspectionType)} ${detail.inspection.startDate}`
    : t.detailTitle;
  useDocumentTitle(`${title} - ${t.title}`);
  const [dialog, setDialog] = useState<'edit' | 'finding'>();
  const recorder = access.hasProjectButton(projectId, 'inspection:record');
  const back = (
    <RouterLink to="/staff/projects/$projectId/quality-inspections" params={{ projectId }}>
      {t.back}
    </RouterLink>
  );
  if (!detail)
    return (
      <DetailStates
        back={back}
        loading={query.isPending}
        label={t.detailTitle}
        failedText={t.loadFailed}
        retryText={t.retry}
        onRetry={() => void query.refetch()}
      />
    );
  const { inspection } = detail;
  return (
    <Stack spacing={2}>
      {back}
      <StaffPageHeader title={title} projectName={project?.projectName}>
        {recorder && <Button onClick={() => setDialog('edit')}>{t.edit}</Button>}
      </StaffPageHeader>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailFieldList
          layout="grid"
          label={t.detailTitle}
          fields={[
            [t.type, typeLabel(inspection.inspectionType)],
            [t.body, inspection.inspectingBody],
            [t.dates, `${inspection.startDate} – ${inspection.endDate}`],
            [t.scope, inspection.scope],
            [t.conclusion, inspection.conclusion ?? '—'],
            [t.attachments, inspection.attachments.length > 0 ? String(inspection.attachments.length) : t.none],
            [t.recordedBy, `${inspection.createdBy} · ${formatDateTime(inspection.createdAt)}`],
          ]}
        />
      </Paper>
      <AttachedFindings
        projectId={projectId}
        title={t.findingsTitle}
        queryKey={options.queryKey}
        findings={detail.findings}
        loading={false}
        failed={false}
        onRetry={() => void query.refetch()}
        action={
          recorder && (
            <Button variant="outlined" onClick={() => setDialog('finding')}>
              {t.recordFinding}
            </Button>
          )
        }
      />
      {dialog === 'edit' && (
        <InspectionDialog projectId={projectId} row={inspection} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'finding' && (
        <InspectionFindingDialog projectId={projectId} inspectionId={id} onClose={() => setDialog(undefined)} />
      )}
    </Stack>
  );
}
