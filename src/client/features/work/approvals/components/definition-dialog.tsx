/**
 * A workflow draft: its key (new workflows only), name, description and steps, each with who
 * approves it (a role, a role in the record's project, or one user) and an optional threshold
 * in yuan from which it applies. Saving a published or retired revision's copy makes the
 * key's next revision.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { WorkflowDefinition } from '../../../../../shared/api/work/approvals';
import { APPROVER_KINDS, type ApproverKind } from '../../../../../shared/domain/work/approvals';
import { formatFen, parseYuan } from '../../../../../shared/domain/money';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { approvalMessages } from '../messages';
import { useWorkflowActions } from '../queries';

interface StepDraft {
  name: string;
  approverKind: ApproverKind;
  approverRef: string;
  minAmount: string;
}

const emptyStep: StepDraft = { name: '', approverKind: 'role', approverRef: '', minAmount: '' };

/** `row` with `asRevision`: a copy of it as the key's next revision. */
export function DefinitionDialog({
  row,
  asRevision,
  onClose,
}: {
  row?: WorkflowDefinition;
  asRevision?: boolean;
  onClose: () => void;
}) {
  const t = useMessages(approvalMessages);
  const { save } = useWorkflowActions();
  const [head, setHead] = useState({ key: row?.key ?? '', name: row?.name ?? '', description: row?.description ?? '' });
  const [steps, setSteps] = useState<StepDraft[]>(
    row?.steps.map((s) => ({ ...s, minAmount: s.minAmountFen === null ? '' : formatFen(s.minAmountFen) })) ?? [
      emptyStep,
    ],
  );
  const [stepErrors, setStepErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<string>();
  const setStep = (index: number, change: Partial<StepDraft>) =>
    setSteps(steps.map((step, i) => (i === index ? { ...step, ...change } : step)));
  const submit = () => {
    const problems: Record<number, string> = {};
    steps.forEach((step, index) => {
      if (!step.name.trim() || !step.approverRef.trim()) problems[index] = t.required;
      else if (step.minAmount.trim() && parseYuan(step.minAmount) === null) problems[index] = t.badAmount;
    });
    setStepErrors(problems);
    if (Object.keys(problems).length > 0 || !head.key || !head.name.trim()) {
      if (!head.key || !head.name.trim()) setError(t.required);
      return;
    }
    save.mutate(
      {
        ...(row && !asRevision ? { id: row.id, version: row.version } : {}),
        key: head.key.trim(),
        name: head.name.trim(),
        description: head.description.trim() || null,
        steps: steps.map((step, index) => ({
          sort: index + 1,
          name: step.name.trim(),
          approverKind: step.approverKind,
          approverRef: step.approverRef.trim(),
          minAmountFen: step.minAmount.trim() ? parseYuan(step.minAmount) : null,
        })),
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  };
  const title = !row ? t.createTitle : asRevision ? format(t.revisionTitle, { key: row.key }) : t.editTitle;
  const kindLabels: Record<ApproverKind, string> = { role: t.role, projectRole: t.projectRole, user: t.user };
  return (
    <FormDialog title={title} busy={save.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t.key}
        value={head.key}
        required
        disabled={Boolean(row)}
        helperText={t.keyHelp}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        onChange={(e) => setHead({ ...head, key: e.target.value })}
      />
      <TextField
        label={t.name}
        value={head.name}
        required
        slotProps={{ htmlInput: { maxLength: 60 } }}
        onChange={(e) => setHead({ ...head, name: e.target.value })}
      />
      <TextField
        label={t.description}
        value={head.description}
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(e) => setHead({ ...head, description: e.target.value })}
      />
      {steps.map((step, index) => (
        <Stack
          key={index}
          role="group"
          aria-label={format(t.stepN, { n: index + 1 })}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t.stepName}
            value={step.name}
            required
            error={Boolean(stepErrors[index])}
            helperText={stepErrors[index]}
            slotProps={{ htmlInput: { maxLength: 40 } }}
            onChange={(e) => setStep(index, { name: e.target.value })}
          />
          <TextField
            size="small"
            select
            label={t.approverKind}
            value={step.approverKind}
            sx={{ minWidth: 120 }}
            onChange={(e) => setStep(index, { approverKind: e.target.value as ApproverKind })}
          >
            {APPROVER_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kindLabels[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t.approverRef}
            value={step.approverRef}
            required
            slotProps={{ htmlInput: { maxLength: 40 } }}
            onChange={(e) => setStep(index, { approverRef: e.target.value })}
          />
          <TextField
            size="small"
            label={t.minAmount}
            value={step.minAmount}
            helperText={t.minAmountHelp}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
            onChange={(e) => setStep(index, { minAmount: e.target.value })}
          />
          <IconButton
            aria-label={format(t.removeStep, { n: index + 1 })}
            disabled={steps.length === 1}
            onClick={() => setSteps(steps.filter((_, i) => i !== index))}
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => setSteps([...steps, emptyStep])} disabled={steps.length >= 10}>
        {t.addStep}
      </Button>
    </FormDialog>
  );
}
