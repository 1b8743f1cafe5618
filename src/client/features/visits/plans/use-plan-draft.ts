/**
 * The visit plan editor's state: the draft as typed, the problems found before sending or
 * named by the server (a visit's field as 'visits.<n>.<field>'), unsaved changes, the save.
 */
import { useState } from 'react';
import type { VisitInput, VisitPlanDetail } from '../../../../shared/api/visits/plans';
import { ApiCallError } from '../../../lib/http';
import { failureText, fieldProblemOf } from '../../../lib/field-problem';
import { format, useMessages } from '../../../lib/i18n';
import { useDraftState } from '../../../ui/versioned-draft/use-draft-state';
import { planMessages } from './messages';
import { type PlanDraft, draftOf, isVisitProblem, visitInputOf } from './plan-draft';
import { usePlanActions } from './use-plan-actions';

export interface PlanErrors {
  name?: string;
  groups?: string;
  visits?: string;
  /** Per visit index: the field and the text. */
  rows?: Record<number, { field: string; text: string }>;
}

const VISIT_FIELD = /^visits\.(\d+)\.([A-Za-z]+)/;

export function usePlanDraft(projectId: number, plan: VisitPlanDetail | undefined, onDone: () => void) {
  const t = useMessages(planMessages);
  const { save } = usePlanActions(projectId);
  const { draft, setDraft, isDirty, markSaved } = useDraftState<PlanDraft>(draftOf(plan));
  const [errors, setErrors] = useState<PlanErrors>({});
  const [formError, setFormError] = useState<string>();

  function checked(): { visits: VisitInput[] } | { errors: PlanErrors } {
    if (!draft.name.trim()) return { errors: { name: format(t.required, { field: t.name }) } };
    if (draft.groups.some((group) => !group.name.trim())) {
      return { errors: { groups: format(t.required, { field: t.groupName }) } };
    }
    if (draft.visits.length === 0) return { errors: { visits: t.noVisits } };
    const visits: VisitInput[] = [];
    const rows: Record<number, { field: string; text: string }> = {};
    draft.visits.forEach((visit, index) => {
      const input = visitInputOf(visit);
      if (!isVisitProblem(input)) return void visits.push(input);
      const text =
        input.min === undefined
          ? format(t.required, { field: t.visitName })
          : format(t.badNumber, { min: input.min, max: input.max ?? '' });
      rows[index] = { field: input.field, text };
    });
    return Object.keys(rows).length > 0 ? { errors: { rows } } : { visits };
  }

  const showFailure = (error: unknown) => {
    const visitField = error instanceof ApiCallError ? VISIT_FIELD.exec(error.field ?? '') : null;
    const problem = fieldProblemOf(error);
    if (visitField && problem) {
      return setErrors({ rows: { [Number(visitField[1])]: { field: visitField[2] ?? '', text: problem.text } } });
    }
    if (problem && ['name', 'groups', 'visits'].includes(problem.field)) {
      return setErrors({ [problem.field]: problem.text });
    }
    setFormError(failureText(error, t.saveFailed));
  };

  const submit = () => {
    setFormError(undefined);
    const result = checked();
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    const body = {
      projectId,
      ...(plan ? { id: plan.id, version: plan.version } : {}),
      name: draft.name.trim(),
      anchor: draft.anchor,
      note: draft.note.trim() || null,
      groups: draft.groups.map((group) => ({ name: group.name.trim() })),
      visits: result.visits,
    };
    save.mutate(body, {
      onSuccess: () => {
        markSaved();
        onDone();
      },
      onError: showFailure,
    });
  };

  return { draft, setDraft, errors, formError, isDirty, submit, saving: save.isPending };
}
