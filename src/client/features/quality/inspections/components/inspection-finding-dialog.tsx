/** Recording a finding of an inspection: its problem type, severity and description. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FINDING_SEVERITIES, QUALITY_PROBLEM_TYPES } from '../../../../../shared/domain/quality/qc-dictionaries';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useQcLabels } from '../../check-tasks/components/qc-labels';
import type { FormProblems } from '../../check-tasks/finding-form';
import {
  type InspectionFindingForm,
  inspectionFindingBody,
  inspectionFindingProblems,
  newInspectionFindingForm,
} from '../inspection-form';
import { inspectionMessages } from '../messages';
import { useInspectionActions } from '../queries';

export function InspectionFindingDialog({
  projectId,
  inspectionId,
  onClose,
}: {
  projectId: number;
  inspectionId: number;
  onClose: () => void;
}) {
  const t = useMessages(inspectionMessages);
  const labels = useQcLabels();
  const { finding } = useInspectionActions(projectId);
  const [form, setForm] = useState<InspectionFindingForm>(newInspectionFindingForm);
  const [problems, setProblems] = useState<FormProblems<'description'>>({});
  const submit = () => {
    const found = inspectionFindingProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0)
      finding.mutate(inspectionFindingBody(form, projectId, inspectionId), { onSuccess: onClose });
  };
  return (
    <FormDialog title={t.findingTitle} busy={finding.isPending} onSubmit={submit} onClose={onClose}>
      <TextField
        select
        label={t.problemType}
        value={String(form.problemType)}
        onChange={(event) =>
          setForm({ ...form, problemType: Number(event.target.value) as InspectionFindingForm['problemType'] })
        }
      >
        {QUALITY_PROBLEM_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {labels.problemType(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.severity}
        value={String(form.severity)}
        onChange={(event) =>
          setForm({ ...form, severity: Number(event.target.value) as InspectionFindingForm['severity'] })
        }
      >
        {FINDING_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={String(severity)}>
            {labels.severity(severity)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        autoFocus
        multiline
        minRows={3}
        required
        label={t.description}
        value={form.description}
        error={Boolean(problems.description)}
        helperText={problems.description ? t[problems.description] : undefined}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
    </FormDialog>
  );
}
