/**
 * The findings of an inspection or a self-check with their verify status, and the checker's
 * moves on each (the status machine and the caller's buttons decide): send to a responsible
 * member with a due day, accept the answer with a note, or return it saying why. Answering is
 * the responsible member's, on the findings page.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { AttachedFinding } from '../../../../../shared/api/quality/inspections';
import type { ProjectButton } from '../../../../../shared/domain/access';
import {
  FINDING_ACTION_LABELS,
  type FindingAction,
  allowedFindingActions,
} from '../../../../../shared/domain/quality/qc-status';
import { useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { FindingText } from '../../check-tasks/components/finding-text';
import { FindingStatusChip, useQcLabels } from '../../check-tasks/components/qc-labels';
import { TextDialog } from '../../queries/components/text-dialog';
import { inspectionMessages } from '../messages';
import { useAttachedFindingMoves } from '../queries';
import { SendAttachedFindingDialog } from './send-finding-dialog';

const CHECKER_BUTTONS: ProjectButton[] = ['qcFinding:raise', 'qcFinding:verify'];
const COLUMNS = 6;

type Move = { action: Exclude<FindingAction, 'answer'>; finding: AttachedFinding };

function MoveDialog(props: { move: Move; projectId: number; keys: readonly unknown[]; onClose: () => void }) {
  const { move, projectId, keys, onClose } = props;
  const t = useMessages(inspectionMessages);
  const moves = useAttachedFindingMoves(keys);
  const ref = { projectId, id: move.finding.id, version: move.finding.version };
  if (move.action === 'send') return <SendAttachedFindingDialog refTo={ref} send={moves.send} onClose={onClose} />;
  const accepting = move.action === 'accept';
  return (
    <TextDialog
      title={accepting ? t.acceptTitle : t.returnTitle}
      label={accepting ? t.note : t.returnReason}
      required={!accepting}
      busy={moves.accept.isPending || moves.return.isPending}
      onSubmit={(note) =>
        accepting
          ? moves.accept.mutate({ ...ref, ...(note ? { note } : {}) }, { onSuccess: onClose })
          : moves.return.mutate({ ...ref, note }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

export interface AttachedFindingsProps {
  projectId: number;
  title: string;
  /** The detail query's key, refreshed after a move. */
  queryKey: readonly unknown[];
  findings: readonly AttachedFinding[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What labels a finding's item (a self-check's item text); none for an inspection. */
  itemLabel?: (finding: AttachedFinding) => string;
  /** A button to record a new finding, where the caller may. */
  action?: ReactNode;
}

export function AttachedFindings(props: AttachedFindingsProps) {
  const { projectId, title, queryKey, findings, itemLabel, action } = props;
  const t = useMessages(inspectionMessages);
  const labels = useQcLabels();
  const access = useStaffAccess();
  const titleId = useId();
  const buttons = CHECKER_BUTTONS.filter((button) => access.hasProjectButton(projectId, button));
  const [move, setMove] = useState<Move>();
  const rows = findings ?? [];
  const movesOf = (finding: AttachedFinding) =>
    allowedFindingActions(finding.status, { checker: true, responsible: false }, buttons).filter(
      (next): next is Move['action'] => next !== 'answer',
    );
  const heads = [t.problemType, t.description, t.responsible, t.status, t.actions];
  return (
    <Stack component="section" spacing={1} aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {itemLabel && <TableCell>{t.item}</TableCell>}
            {heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={itemLabel ? COLUMNS : COLUMNS - 1}
            loading={props.loading}
            failed={props.failed}
            empty={rows.length === 0}
            onRetry={props.onRetry}
            skeletonRows={2}
          />
          {rows.map((finding) => (
            <TableRow key={finding.id} data-testid="attached-finding">
              {itemLabel && <TableCell>{itemLabel(finding)}</TableCell>}
              <TableCell>
                {labels.problemType(finding.problemType)} · {labels.severity(finding.severity)}
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
                {movesOf(finding).map((next) => (
                  <Button key={next} size="small" onClick={() => setMove({ action: next, finding })}>
                    {FINDING_ACTION_LABELS[next][labels.locale]}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {move && <MoveDialog move={move} projectId={projectId} keys={queryKey} onClose={() => setMove(undefined)} />}
    </Stack>
  );
}
