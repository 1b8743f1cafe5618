/**
 * The rule editor's state: name, disease key and criteria rows as typed, the problems found
 * before sending (the server's schema, rule-check.ts) or named by the server, whether there
 * are unsaved changes, and the save itself.
 */
import { useState } from 'react';
import {
  DEFAULT_DISEASE_KEY,
  type RuleDetail,
  type WireCriterion,
  recruitRuleSaveEndpoint,
} from '../../../../shared/api/recruitment/rules';
import { schemaChecker } from '../../../../shared/api/contract/schema-problems';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import { criteriaProblem } from '../../../../shared/domain/recruitment/rule-check';
import { failureText, fieldProblemOf } from '../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../lib/i18n';
import { useDraftState } from '../../../ui/versioned-draft/use-draft-state';
import { type CriterionDraft, criterionOf, draftOf } from './criterion-draft';
import { ruleMessages } from './messages';
import { useRuleActions } from './use-rule-actions';

const checkBody = schemaChecker(recruitRuleSaveEndpoint.schema.body);

export type RuleEditorErrors = {
  name?: string;
  diseaseKey?: string;
  criteria?: string;
  rows?: Record<number, string>;
};
type Errors = RuleEditorErrors;

export function useRuleDraft(projectId: number, rule: RuleDetail | undefined, onDone: () => void) {
  const t = useMessages(ruleMessages);
  const { locale } = useLocale();
  const { save } = useRuleActions(projectId);
  const { draft, setDraft, isDirty, markSaved } = useDraftState({
    name: rule?.name ?? '',
    diseaseKey: rule?.diseaseKey ?? DEFAULT_DISEASE_KEY,
    rows: (rule?.criteria ?? []).map((criterion) => draftOf(criterion as Criterion)),
  });
  const { name, diseaseKey, rows } = draft;
  const setName = (next: string) => setDraft((d) => ({ ...d, name: next }));
  const setDiseaseKey = (next: string) => setDraft((d) => ({ ...d, diseaseKey: next }));
  const setRows = (update: (list: CriterionDraft[]) => CriterionDraft[]) =>
    setDraft((d) => ({ ...d, rows: update(d.rows) }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();

  const move = (index: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  /** The criteria to send, or the problems found per row and for the list. */
  function checked(): { criteria: Criterion[] } | { errors: Errors } {
    const criteria: Criterion[] = [];
    const rowErrors: Record<number, string> = {};
    rows.forEach((row, index) => {
      const read = criterionOf(row);
      if ('criterion' in read) criteria.push(read.criterion);
      else rowErrors[index] = `${t.badField}：${t[read.badField as keyof typeof t] ?? read.badField}`;
    });
    if (Object.keys(rowErrors).length > 0) return { errors: { rows: rowErrors } };
    if (criteria.length === 0) return { errors: { criteria: t.noCriteria } };
    const problem = criteriaProblem(criteria);
    if (problem) return { errors: { rows: { [problem.index]: problem.message[locale] } } };
    return { criteria };
  }

  const submit = () => {
    setFormError(undefined);
    const result = checked();
    if ('errors' in result) return setErrors(result.errors);
    const body = {
      projectId,
      ...(rule ? { id: rule.id, version: rule.version } : { diseaseKey: diseaseKey.trim() }),
      name: name.trim(),
      criteria: result.criteria as WireCriterion[],
    };
    const found = checkBody(body, locale);
    if (!name.trim()) found.name = format(t.required, { field: t.name });
    if (Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        markSaved();
        onDone();
      },
      onError: (error) => {
        const problem = fieldProblemOf(error);
        if (problem && ['name', 'diseaseKey', 'criteria'].includes(problem.field)) {
          setErrors({ [problem.field]: problem.text });
        } else setFormError(failureText(error, t.saveFailed));
      },
    });
  };

  return {
    name,
    setName,
    diseaseKey,
    setDiseaseKey,
    rows,
    setRows,
    move,
    errors,
    formError,
    isDirty,
    submit,
    saving: save.isPending,
  };
}
