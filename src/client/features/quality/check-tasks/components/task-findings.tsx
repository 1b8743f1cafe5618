/**
 * A check task's findings with their verify status, and the checker's moves on each (the
 * status machine and the caller's buttons decide): send to a responsible member with a due
 * day, accept the answer with a note, or return it saying why. Answering is the responsible
 * member's, on the findings page.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Finding } from '../../../../../shared/api/quality/findings';
import type { ProjectButton } from '../../../../../shared/domain/access';
import {
  FINDING_ACTION_LABELS,
  type FindingAction,
  allowedFindingActions,
} from '../../../../../shared/domain/quality/qc-status';
import { useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess, useWho } from '../../../access';
import { TextDialog } from '../../queries/components/text-dialog';
import { checkTaskMessages } from '../messages';
import { checkTaskQueries, useFindingActions } from '../queries';
import { SendFindingDialog } from './finding-dialogs';
import { FindingText } from './finding-text';
import { FindingStatusChip, useQcLabels } from './qc-labels';

const CHECKER_BUTTONS: ProjectButton[] = ['qcFinding:raise', 'qcFinding:verify'];
const COLUMNS = 7;

type Move = { action: Exclude<FindingAction, 'answer'>; finding: Finding };

function MoveDialog({ move, team, onClose }: { move: Move; team: TeamMembers; onClose: () => void }) {
  const t = useMessages(checkTaskMessages);
  const actions = useFindingActions(move.finding.projectId);
  const { finding } = move;
  const ref = { projectId: finding.projectId, id: finding.id, version: finding.version };
  if (move.action === 'send') return <SendFindingDialog finding={finding} team={team} onClose={onClose} />;
  const accepting = move.action === 'accept';
  return (
    <TextDialog
      title={accepting ? t.acceptTitle : t.returnTitle}
      label={accepting ? t.note : t.returnReason}
      required={!accepting}
      busy={actions.accept.isPending || actions.return.isPending}
      onSubmit={(note) =>
        accepting
          ? actions.accept.mutate({ ...ref, ...(note ? { note } : {}) }, { onSuccess: onClose })
          : actions.return.mutate({ ...ref, note }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

type TeamMembers = readonly { userId: number; realname: string; userName: string }[];

export function TaskFindings({ projectId, taskId }: { projectId: number; taskId: number }) {
  const t = useMessages(checkTaskMessages);
  const labels = useQcLabels();
  const access = useStaffAccess();
  const me = useWho()?.user.userId;
  const findings = useQuery(checkTaskQueries.findings(projectId, taskId));
  const buttons = CHECKER_BUTTONS.filter((button) => access.hasProjectButton(projectId, button));
  const [move, setMove] = useState<Move>();
  const team = useQuery({ ...checkTaskQueries.team(projectId), enabled: move?.action === 'send' });
  const rows = findings.data ?? [];
  const movesOf = (finding: Finding) =>
    allowedFindingActions(finding.status, { checker: finding.checkerId === me, responsible: false }, buttons).filter(
      (action): action is Move['action'] => action !== 'answer',
    );
  return (
    <Stack component="section" spacing={1} aria-labelledby="task-findings-title">
      <Typography id="task-findings-title" variant="h6" component="h2">
        {t.findingsTitle}
      </Typography>
      <Table size="small" aria-label={t.findingsTable}>
        <TableHead>
          <TableRow>
            {[t.item, t.problemType, t.subject, t.description, t.responsible, t.status, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={COLUMNS}
            loading={findings.isPending}
            failed={findings.isError}
            empty={rows.length === 0}
            onRetry={() => void findings.refetch()}
            skeletonRows={2}
          />
          {rows.map((finding) => (
            <TableRow key={finding.id} data-testid="task-finding">
              <TableCell>{labels.item(finding.itemCode)}</TableCell>
              <TableCell>
                {labels.problemType(finding.problemType)} · {labels.severity(finding.severity)}
              </TableCell>
              <TableCell>
                {finding.subjectNumber ? `${finding.subjectNumber} ${finding.initials ?? ''}` : '—'}
              </TableCell>
              <TableCell>
                <FindingText finding={finding} />
              </TableCell>
              <TableCell>
                {finding.responsibleName ?? '—'}
                {finding.rectifyDue && ` · ${finding.rectifyDue}`}
              </TableCell>
              <TableCell>
                <FindingStatusChip status={finding.status} />
              </TableCell>
              <TableCell>
                {movesOf(finding).map((action) => (
                  <Button key={action} size="small" onClick={() => setMove({ action, finding })}>
                    {FINDING_ACTION_LABELS[action][labels.locale]}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {move && (move.action !== 'send' || team.data) && (
        <MoveDialog move={move} team={team.data ?? []} onClose={() => setMove(undefined)} />
      )}
    </Stack>
  );
}
