/**
 * A criterion as the rule editor holds it: every kind's fields side by side, as the text the
 * inputs show (so switching a row's kind loses nothing and half-typed numbers stay), turned
 * into the wire's `Criterion` for the preview and for saving.
 */
import type {
  Criterion,
  CriterionKind,
  CriterionRole,
  PatientSex,
} from '../../../../shared/domain/recruitment/criteria';

export type LabOp = '<' | '<=' | '>' | '>=';

export interface CriterionDraft {
  id: string;
  role: CriterionRole;
  kind: CriterionKind;
  min: string;
  max: string;
  sex: PatientSex;
  codes: string;
  keywords: string;
  test: string;
  op: LabOp;
  value: string;
  withinDays: string;
  drugs: string;
  taken: boolean;
  text: string;
}

const blank: Omit<CriterionDraft, 'id' | 'role' | 'kind'> = {
  min: '',
  max: '',
  sex: 'female',
  codes: '',
  keywords: '',
  test: '',
  op: '<=',
  value: '',
  withinDays: '',
  drugs: '',
  taken: true,
  text: '',
};

/** Terms typed as comma (or 、，；) separated text. */
export const splitTerms = (text: string): string[] =>
  text
    .split(/[,，、;；\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

const joinTerms = (terms: readonly string[]) => terms.join(', ');

/** A fresh id for a new row of a kind, unique within the list. */
export function newCriterionId(kind: CriterionKind, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((row) => row.id));
  for (let n = 1; ; n += 1) if (!ids.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

export function newDraft(kind: CriterionKind, rows: readonly { id: string }[]): CriterionDraft {
  return { ...blank, id: newCriterionId(kind, rows), role: 'inclusion', kind };
}

export function draftOf(criterion: Criterion): CriterionDraft {
  const { id, role, kind } = criterion;
  const row: CriterionDraft = { ...blank, id, role, kind };
  switch (criterion.kind) {
    case 'age':
      return { ...row, min: criterion.min?.toString() ?? '', max: criterion.max?.toString() ?? '' };
    case 'sex':
      return { ...row, sex: criterion.sex };
    case 'diagnosis':
      return { ...row, codes: joinTerms(criterion.codes), keywords: joinTerms(criterion.keywords) };
    case 'lab':
      return {
        ...row,
        test: criterion.test,
        op: criterion.op,
        value: String(criterion.value),
        withinDays: criterion.withinDays?.toString() ?? '',
      };
    case 'priorDrug':
      return { ...row, drugs: joinTerms(criterion.drugs), taken: criterion.taken };
    case 'manual':
      return { ...row, text: criterion.text };
  }
}

/** A number typed into a field: undefined when blank, NaN when it is not a number. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));
const optional = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;

/** The criterion a row stands for, or the name of its field that cannot be read. */
export function criterionOf(row: CriterionDraft): { criterion: Criterion } | { badField: string } {
  const { id, role } = row;
  switch (row.kind) {
    case 'age': {
      const min = numberOf(row.min);
      const max = numberOf(row.max);
      if (min !== undefined && !Number.isInteger(min)) return { badField: 'min' };
      if (max !== undefined && !Number.isInteger(max)) return { badField: 'max' };
      return { criterion: { id, role, kind: 'age', ...optional('min', min), ...optional('max', max) } };
    }
    case 'sex':
      return { criterion: { id, role, kind: 'sex', sex: row.sex } };
    case 'diagnosis':
      return {
        criterion: { id, role, kind: 'diagnosis', codes: splitTerms(row.codes), keywords: splitTerms(row.keywords) },
      };
    case 'lab': {
      const value = numberOf(row.value);
      const withinDays = numberOf(row.withinDays);
      if (!row.test.trim()) return { badField: 'test' };
      if (value === undefined || Number.isNaN(value)) return { badField: 'value' };
      if (withinDays !== undefined && !(Number.isInteger(withinDays) && withinDays > 0))
        return { badField: 'withinDays' };
      return {
        criterion: {
          id,
          role,
          kind: 'lab',
          test: row.test.trim(),
          op: row.op,
          value,
          ...optional('withinDays', withinDays),
        },
      };
    }
    case 'priorDrug':
      return { criterion: { id, role, kind: 'priorDrug', drugs: splitTerms(row.drugs), taken: row.taken } };
    case 'manual':
      return row.text.trim()
        ? { criterion: { id, role, kind: 'manual', text: row.text.trim() } }
        : { badField: 'text' };
  }
}
