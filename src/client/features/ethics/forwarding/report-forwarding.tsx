/**
 * 递交伦理 on a signed SAE or SUSAR report (issue 30 item 6): holders of ethics:submit forward it to the
 * committee as a submitted safety report carrying its filed binder version; a forwarded report
 * shows its submission's status and acceptance number, linked to the submission, and can be
 * forwarded again only once that submission is decided or withdrawn.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ForwardedReportKind, reportForwarding } from '../../../../shared/api/ethics/forwarding';
import { SUBMISSION_STATUS_LABELS } from '../../../../shared/domain/ethics/submissions';
import { showInfo } from '../../../lib/feedback';
import { failureText } from '../../../lib/field-problem';
import { callEndpoint, callEndpointWithTip } from '../../../lib/http';
import { useLocale, useMessages } from '../../../lib/i18n';
import { RouterLink } from '../../../ui/router-link';
import { useStaffAccess } from '../../access';
import { ethicsKeys } from '../submissions/queries';
import { messages } from './messages';

const forwardedQuery = (kind: ForwardedReportKind, projectId: number, id: number) =>
  queryOptions({
    queryKey: [...ethicsKeys.all, 'project', projectId, 'forwarded', kind, id] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(reportForwarding[kind].forwarded, { params: { projectId, id }, signal })).data,
  });

export interface ReportForwardingProps {
  kind: ForwardedReportKind;
  projectId: number;
  id: number;
  /** Whether the report is submitted (signed), so it has a filed version to forward. */
  signed: boolean;
}

export function ReportForwarding({ kind, projectId, id, signed }: ReportForwardingProps) {
  const t = useMessages(messages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const queryClient = useQueryClient();
  const visible = signed && access.hasProjectPage(projectId, 'EthicsSubmissions');
  const forwarded = useQuery({ ...forwardedQuery(kind, projectId, id), enabled: visible }).data;
  const forward = useMutation({
    meta: { success: 'submitted' },
    mutationFn: async () =>
      (await callEndpointWithTip(reportForwarding[kind].forward, { body: { projectId, id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ethicsKeys.all }),
  });
  if (!visible) return null;
  const open = forwarded && forwarded.status !== 'decided' && forwarded.status !== 'withdrawn';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {forwarded && (
        <Typography>
          {`${t.forwarded}：`}
          <RouterLink
            to="/staff/projects/$projectId/ethics-submissions/$submissionId"
            params={{ projectId, submissionId: forwarded.submissionId }}
          >
            {`${SUBMISSION_STATUS_LABELS[forwarded.status][locale]}${forwarded.acceptanceNumber ? ` ${forwarded.acceptanceNumber}` : ''}`}
          </RouterLink>
        </Typography>
      )}
      {!open && access.hasProjectButton(projectId, 'ethics:submit') && (
        <Button
          variant="outlined"
          disabled={forward.isPending}
          onClick={() =>
            void forward.mutateAsync().catch((error: unknown) => showInfo({ text: failureText(error, t.failed) }))
          }
        >
          {t.forward}
        </Button>
      )}
    </Stack>
  );
}
