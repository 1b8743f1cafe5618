/** The application for a report: its project (a project report), the reason and the period wanted (at most a year). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { REPORT_CATALOGUE, type ReportKey } from '../../../../../shared/domain/reports';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { reportMessages } from '../messages';
import { useReportActions } from '../queries';

type Field = 'projectId' | 'reason' | 'startsOn' | 'endsOn';

export function ApplyDialog({
  reportKey,
  projects,
  onClose,
}: {
  reportKey: ReportKey;
  projects: { id: number; name: string }[];
  onClose: () => void;
}) {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  const today = useHospitalToday();
  const entry = REPORT_CATALOGUE[reportKey];
  const { apply } = useReportActions();
  const [projectId, setProjectId] = useState<number | ''>(projects[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const needsProject = entry.scope === 'project';
  const submit = () => {
    const problems: Partial<Record<Field, string>> = {
      ...(!needsProject || projectId !== '' ? {} : { projectId: t.required }),
      ...(reason.trim() ? {} : { reason: t.required }),
      ...(startsOn ? {} : { startsOn: t.required }),
      ...(endsOn ? {} : { endsOn: t.required }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = {
      reportKey,
      ...(needsProject && projectId !== '' ? { projectId } : {}),
      reason: reason.trim(),
      startsOn,
      endsOn,
    };
    apply.mutate(body, {
      onSuccess: onClose,
      onError: (failure) => {
        const problem = fieldProblemOf(failure);
        if (problem) setErrors({ [problem.field]: problem.text });
        else setFormError(failureText(failure, t.applyFailed));
      },
    });
  };
  return (
    <FormDialog
      title={format(t.applyTitle, { report: entry.name[locale] }, locale)}
      busy={apply.isPending}
      error={formError ?? (needsProject && projects.length === 0 ? t.noProjects : undefined)}
      submitLabel={t.apply}
      onSubmit={submit}
      onClose={onClose}
    >
      {needsProject && (
        <TextField
          select
          required
          label={t.project}
          value={projectId}
          error={Boolean(errors.projectId)}
          helperText={errors.projectId}
          onChange={(event) => setProjectId(Number(event.target.value))}
        >
          {projects.map((project) => (
            <MenuItem key={project.id} value={project.id}>
              {project.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        autoFocus
        required
        multiline
        minRows={2}
        label={t.reason}
        value={reason}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextField
        required
        type="date"
        label={t.startsOn}
        value={startsOn}
        error={Boolean(errors.startsOn)}
        helperText={errors.startsOn}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setStartsOn(event.target.value)}
      />
      <TextField
        required
        type="date"
        label={t.endsOn}
        value={endsOn}
        error={Boolean(errors.endsOn)}
        helperText={errors.endsOn ?? t.periodHint}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setEndsOn(event.target.value)}
      />
    </FormDialog>
  );
}
