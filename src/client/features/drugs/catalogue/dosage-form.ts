/** The dosage form's text fields and their checks: packs per visit 1–100, daily units 1–1000. */
import type { DrugDosage, DrugDosageSaveBody } from '../../../../shared/api/drugs/catalogue';

export interface DosageDraft {
  armId: string;
  productId: string;
  packsPerVisit: string;
  dailyUnits: string;
  note: string;
}

export type DosageProblem = 'required' | 'wholeNumber';

export const dosageDraftOf = (row?: DrugDosage): DosageDraft => ({
  armId: row ? String(row.armId) : '',
  productId: row ? String(row.productId) : '',
  packsPerVisit: String(row?.packsPerVisit ?? 1),
  dailyUnits: String(row?.dailyUnits ?? 1),
  note: row?.note ?? '',
});

const wholeIn = (text: string, max: number) =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;

export function dosageProblems(draft: DosageDraft): Partial<Record<keyof DosageDraft, DosageProblem>> {
  const problems: Partial<Record<keyof DosageDraft, DosageProblem>> = {};
  if (!draft.armId) problems.armId = 'required';
  if (!draft.productId) problems.productId = 'required';
  if (!wholeIn(draft.packsPerVisit, 100)) problems.packsPerVisit = 'wholeNumber';
  if (!wholeIn(draft.dailyUnits, 1000)) problems.dailyUnits = 'wholeNumber';
  return problems;
}

export function dosageBody(draft: DosageDraft, projectId: number, row?: DrugDosage): DrugDosageSaveBody {
  return {
    projectId,
    ...(row ? { id: row.id, version: row.version } : {}),
    armId: Number(draft.armId),
    productId: Number(draft.productId),
    packsPerVisit: Number(draft.packsPerVisit),
    dailyUnits: Number(draft.dailyUnits),
    note: draft.note.trim() || null,
  };
}
