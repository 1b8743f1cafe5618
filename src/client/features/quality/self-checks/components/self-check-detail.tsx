/** One self-check (under page QualitySelfChecks): its day, summary, every item's answer and note, and its findings. */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SelfCheckRun } from '../../../../../shared/api/quality/self-checks';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { DetailFieldList } from '../../../../ui/detail-field-list';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { useQcLabels } from '../../check-tasks/components/qc-labels';
import { AttachedFindings } from '../../inspections/components/attached-findings';
import { DetailStates } from '../../inspections/components/detail-states';
import { selfCheckMessages } from '../messages';
import { selfCheckQueries } from '../queries';
import { useAnswerLabel } from './run-dialog';

function Answers({ run }: { run: SelfCheckRun }) {
  const t = useMessages(selfCheckMessages);
  const labels = useQcLabels();
  const answerLabel = useAnswerLabel();
  return (
    <section aria-labelledby="self-check-answers">
      <Typography id="self-check-answers" variant="h6" component="h2">
        {t.answersTitle}
      </Typography>
      <Table size="small" aria-label={t.answersTitle}>
        <TableHead>
          <TableRow>
            {[t.itemText, t.problemType, t.answer, t.note].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {run.answers.map((item) => (
            <TableRow key={item.key}>
              <TableCell>{item.text}</TableCell>
              <TableCell>{labels.problemType(item.problemType)}</TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  color={item.answer === 'no' ? 'error' : undefined}
                  sx={{ fontWeight: item.answer === 'no' ? 600 : undefined }}
                >
                  {answerLabel(item.answer)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{item.note ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export function SelfCheckDetail({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(selfCheckMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const options = selfCheckQueries.detail(projectId, id);
  const query = useQuery(options);
  const detail = query.data;
  const title = detail ? `${t.detailTitle} ${detail.run.checkedOn}` : t.detailTitle;
  useDocumentTitle(`${title} - ${t.title}`);
  const back = (
    <RouterLink to="/staff/projects/$projectId/quality-self-checks" params={{ projectId }}>
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
  const { run } = detail;
  const itemText = new Map(run.answers.map((item) => [item.key, item.text]));
  return (
    <Stack spacing={2}>
      {back}
      <StaffPageHeader title={title} projectName={project?.projectName} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailFieldList
          layout="grid"
          label={t.detailTitle}
          fields={[
            [t.checkedOn, run.checkedOn],
            [t.summary, run.summary ?? '—'],
            [t.noCount, `${run.noCount} / ${run.answers.length}`],
            [t.recordedBy, `${run.createdBy} · ${formatDateTime(run.createdAt)}`],
          ]}
        />
      </Paper>
      <Answers run={run} />
      <AttachedFindings
        projectId={projectId}
        title={t.findingsTitle}
        queryKey={options.queryKey}
        findings={detail.findings}
        loading={false}
        failed={false}
        onRetry={() => void query.refetch()}
        itemLabel={(finding) => itemText.get(finding.itemCode) ?? finding.itemCode}
      />
    </Stack>
  );
}
