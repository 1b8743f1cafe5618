/** A check task's QC report as printed: the task, its conclusion, its findings, then the signature manifest. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../../lib/i18n';
import { DetailFieldList } from '../../../../ui/detail-field-list';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { PrintTable } from '../../../../ui/print-page/print-table';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { useStaffAccess } from '../../../access';
import { checkTaskMessages } from '../messages';
import { checkTaskQueries } from '../queries';
import { useQcLabels } from './qc-labels';

export function CheckTaskPrint({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const detail = useQuery(checkTaskQueries.detail(projectId, id));
  const findings = useQuery(checkTaskQueries.findings(projectId, id));
  const task = detail.data?.task;
  return (
    <PrintPage
      title={t.report}
      header={project ? { projectName: project.projectName } : undefined}
      loading={detail.isPending || findings.isPending}
      failed={detail.isError || findings.isError}
    >
      {task && findings.data && (
        <>
          <Box component="section" sx={{ mt: 2 }}>
            <DetailFieldList
              layout="grid"
              label={t.report}
              fields={[
                [t.name, task.name],
                [t.level, labels.level(task.level)],
                [t.node, labels.node(task.node)],
                [t.due, task.dueDate],
                [t.assignee, task.assigneeName ?? t.unassigned],
                [t.status, labels.taskStatus(task.status)],
                [t.items, (detail.data?.items ?? []).map(labels.item).join('；')],
                [
                  t.sample,
                  (detail.data?.sample ?? []).map((s) => `${s.subjectNumber} ${s.initials}`).join('、') || '—',
                ],
                [t.conclusion, task.conclusion ?? '—'],
              ]}
            />
          </Box>
          <Box component="section" sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t.findingsTitle}
            </Typography>
            <PrintTable
              empty={t.noFindings}
              columns={[t.item, t.problemType, t.severity, t.description, t.responsible, t.answer, t.status]}
              rows={findings.data.map((finding) => [
                labels.item(finding.itemCode),
                labels.problemType(finding.problemType),
                labels.severity(finding.severity),
                finding.description,
                finding.responsibleName ?? '—',
                [finding.corrective, finding.preventive, finding.verifyNote].filter(Boolean).join('；') || '—',
                labels.findingStatus(finding.status),
              ])}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <SignatureManifest signatures={detail.data?.signatures ?? []} />
          </Box>
        </>
      )}
    </PrintPage>
  );
}
