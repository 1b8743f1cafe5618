/**
 * A project's budget (page FinanceBudget): its finance settings, its budget versions (a new
 * draft copies the published one; publishing retires it) and the chosen version's lines by
 * visit, procedure and other fees with the server's totals; drafts are edited with budget:edit.
 */
import Alert from '@mui/material/Alert';
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
import type { BudgetList, BudgetSummary } from '../../../../../shared/api/finance/budgets';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { budgetMessages } from '../messages';
import { budgetQueries, useBudgetActions } from '../queries';
import { BudgetEditor } from './budget-editor';
import { BudgetView } from './budget-view';
import { SettingsForm } from './settings-form';

type Asking = { kind: 'publish' | 'remove'; row: BudgetSummary };

function Versions({
  projectId,
  list,
  chosen,
  onChoose,
  onRetry,
}: {
  projectId: number;
  list: BudgetList;
  chosen?: number;
  onChoose: (id: number) => void;
  onRetry: () => void;
}) {
  const t = useMessages(budgetMessages);
  const access = useStaffAccess();
  const canEdit = access.hasProjectButton(projectId, 'budget:edit');
  const canPublish = access.hasProjectButton(projectId, 'budget:publish');
  const { publish, remove } = useBudgetActions(projectId);
  const [asking, setAsking] = useState<Asking>();
  const confirm = () => {
    if (!asking) return;
    const action = asking.kind === 'publish' ? publish : remove;
    action.mutate(
      { projectId, id: asking.row.id, version: asking.row.version },
      { onSettled: () => setAsking(undefined) },
    );
  };
  return (
    <>
      <Table size="small" aria-label={t.versionTable}>
        <TableHead>
          <TableRow>
            {[t.revision, t.status, t.contract, t.plannedTotal, t.publishedAt, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={6} loading={false} failed={false} empty={list.budgets.length === 0} onRetry={onRetry} />
          {list.budgets.map((row) => (
            <TableRow key={row.id} selected={row.id === chosen}>
              <TableCell>V{row.revision}</TableCell>
              <TableCell>{t[row.status]}</TableCell>
              <TableCell>{row.contractNumber ?? '—'}</TableCell>
              <TableCell>{formatFen(row.plannedFen)}</TableCell>
              <TableCell>{row.publishedAt?.slice(0, 10) ?? '—'}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => onChoose(row.id)} aria-pressed={row.id === chosen}>
                  V{row.revision}
                </Button>
                {row.status === 'draft' && canPublish && (
                  <Button size="small" onClick={() => setAsking({ kind: 'publish', row })}>
                    {t.publish}
                  </Button>
                )}
                {row.status === 'draft' && canEdit && (
                  <Button size="small" color="error" onClick={() => setAsking({ kind: 'remove', row })}>
                    {t.remove}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {asking && (
        <ConfirmDialog
          title={`${asking.kind === 'publish' ? t.publish : t.remove} V${asking.row.revision}`}
          text={asking.kind === 'publish' ? t.publishQuestion : t.removeQuestion}
          confirmLabel={asking.kind === 'publish' ? t.publish : t.remove}
          busy={publish.isPending || remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  );
}

function Chosen({
  projectId,
  list,
  id,
  currency,
}: {
  projectId: number;
  list: BudgetList;
  id: number;
  currency: string;
}) {
  const t = useMessages(budgetMessages);
  const canEdit = useStaffAccess().hasProjectButton(projectId, 'budget:edit');
  const detail = useQuery(budgetQueries.detail(projectId, id));
  const [editing, setEditing] = useState(false);
  if (!detail.data) return null;
  const isDraft = detail.data.budget.status === 'draft';
  if (editing && isDraft)
    return (
      <BudgetEditor
        key={detail.data.budget.version}
        projectId={projectId}
        detail={detail.data}
        plan={list.plan}
        feeTypes={list.feeTypes}
        currency={currency}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <Stack spacing={2}>
      {isDraft && canEdit && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
          {t.edit} V{detail.data.budget.revision}
        </Button>
      )}
      <BudgetView detail={detail.data} plan={list.plan} feeTypes={list.feeTypes} />
    </Stack>
  );
}

export function BudgetPage({ projectId }: { projectId: number }) {
  const t = useMessages(budgetMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const canEdit = access.hasProjectButton(projectId, 'budget:edit');
  const list = useQuery(budgetQueries.list(projectId));
  const setting = useQuery(budgetQueries.setting(projectId));
  const { create } = useBudgetActions(projectId);
  const [chosenId, setChosenId] = useState<number>();
  const budgets = list.data?.budgets ?? [];
  const chosen =
    budgets.find((row) => row.id === chosenId) ?? budgets.find((row) => row.status === 'draft') ?? budgets[0];
  const hasDraft = budgets.some((row) => row.status === 'draft');
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canEdit && !hasDraft && (
          <Button
            variant="contained"
            disabled={create.isPending}
            onClick={() => create.mutate({ projectId }, { onSuccess: (data) => setChosenId(data.id) })}
          >
            {t.newDraft}
          </Button>
        )}
      </StaffPageHeader>
      <Typography variant="h6" component="h2">
        {t.settings}
      </Typography>
      {setting.data && (
        <SettingsForm
          key={setting.data.version}
          setting={setting.data}
          canEdit={access.hasProjectButton(projectId, 'financeSetting:edit')}
        />
      )}
      <Typography variant="h6" component="h2">
        {t.versions}
      </Typography>
      {list.data && !list.data.plan && <Alert severity="info">{t.noPlan}</Alert>}
      {list.data && (
        <Versions
          projectId={projectId}
          list={list.data}
          chosen={chosen?.id}
          onChoose={setChosenId}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && chosen && (
        <Chosen
          key={chosen.id}
          projectId={projectId}
          list={list.data}
          id={chosen.id}
          currency={setting.data?.currency ?? 'CNY'}
        />
      )}
    </Stack>
  );
}
