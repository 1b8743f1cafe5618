/** One SAE report in a dialog: number, 截止时间 and due chip, its fields, attachments, buttons, assignee and submitted revisions. */
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SubjectWithLink } from '../../../recruitment';
import type { ReactNode } from 'react';
import type { SaeDetail as SaeDetailRow } from '../../../../../shared/api/safety/sae';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { SERIOUSNESS_LABELS } from '../../../../../shared/domain/safety/records';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { printMessages } from '../../../../ui/print-page/print-messages';
import { RevisionList } from '../../../../ui/revision-list';
import { RouterButton } from '../../../../ui/router-link';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { DueChip, RecordStatusChip } from '../../../../ui/safety-status-chips';
import { SafetyReportDialog } from '../../../../ui/safety-report-dialog';
import { useStaffAccess } from '../../../access';
import { ReportForwarding } from '../../../ethics';
import { RecordMarks } from '../../../quality';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { SaeActions } from './sae-actions';
import { SaeAttachments } from './sae-attachments';
import { subjectLabel, useReportTypeLabel } from './sae-table';

function Revisions({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(saeMessages);
  const revisions = useQuery(saeQueries.revisions(projectId, id));
  return <RevisionList revisions={revisions.data} labels={t} />;
}

/** The report's signatures, and the way to its print (CIOMS I) with them. */
function Signatures({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(printMessages);
  const signatures = useQuery(saeQueries.signatures(projectId, id));
  return (
    <>
      {signatures.data && <SignatureManifest signatures={signatures.data} />}
      <RouterButton
        variant="outlined"
        to="/staff/projects/$projectId/sae/$saeId/print"
        params={{ projectId, saeId: id }}
        target="_blank"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.print}
      </RouterButton>
    </>
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
    [
      t.subject,
      <SubjectWithLink
        key="subject"
        label={subjectLabel(sae)}
        projectId={sae.projectId}
        subjectId={sae.subjectId}
        subjectNumber={sae.subjectNumber}
      />,
    ],
    [t.learnedAt, hospitalTime(Date.parse(sae.learnedAt))],
    [
      t.seriousness,
      joinList(
        sae.seriousness.map((c) => SERIOUSNESS_LABELS[c][locale]),
        locale,
      ),
    ],
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
  const query = useQuery(saeQueries.one(projectId, id));
  const sae = query.data;
  const fields = useFields(sae);
  return (
    <SafetyReportDialog
      title={sae?.reportNo ? `${t.detail} ${sae.reportNo}` : t.detail}
      loading={query.isPending}
      failed={query.isError}
      notFoundText={t.notFound}
      closeLabel={t.close}
      fields={fields}
      chips={
        sae && (
          <>
            <Typography>{format(t.deadline, { label: sae.dueLabel })}</Typography>
            <DueChip dueState={sae.dueState} dueLabel={sae.dueLabel} />
            <RecordStatusChip status={sae.status} />
          </>
        )
      }
      onClose={onClose}
    >
      {sae && (
        <>
          <SaeAttachments projectId={projectId} sae={sae} canEdit={access.hasProjectButton(projectId, 'sae:update')} />
          <SaeActions projectId={projectId} sae={sae} onEdit={() => onEdit(sae)} onDeleted={onClose} />
          <RecordMarks projectId={projectId} subjectId={sae.subjectId} kind="sae" id={sae.id} />
          <Signatures projectId={projectId} id={sae.id} />
          <ReportForwarding kind="sae" projectId={projectId} id={sae.id} signed={sae.status === 'submitted'} />
          <Revisions projectId={projectId} id={sae.id} />
        </>
      )}
    </SafetyReportDialog>
  );
}
