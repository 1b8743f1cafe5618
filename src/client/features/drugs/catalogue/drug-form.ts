/** The drug form's text fields and their checks: temperatures typed in °C with one decimal, stored in tenths. */
import type { DrugProduct, DrugSaveBody } from '../../../../shared/api/drugs/catalogue';

export interface DrugDraft {
  code: string;
  name: string;
  specification: string;
  dosageForm: string;
  packUnit: string;
  unitsPerPack: string;
  storageMin: string;
  storageMax: string;
  storageNote: string;
  blinded: boolean;
}

export type DrugProblem = 'required' | 'notNumber' | 'minBelowMax';

/** Tenths of a degree as typed text: 25 → '2.5', -200 → '-20.0'. */
export const degrees = (tenths: number): string => (tenths / 10).toFixed(1);

/** '2.5' → 25; undefined for anything but a number with one decimal at most. */
export function tenthsOf(text: string): number | undefined {
  if (!/^-?\d{1,3}(\.\d)?$/.test(text.trim())) return undefined;
  return Math.round(Number(text.trim()) * 10);
}

export const drugDraftOf = (row?: DrugProduct): DrugDraft => ({
  code: row?.code ?? '',
  name: row?.name ?? '',
  specification: row?.specification ?? '',
  dosageForm: row?.dosageForm ?? '',
  packUnit: row?.packUnit ?? '盒',
  unitsPerPack: String(row?.unitsPerPack ?? 1),
  storageMin: row ? degrees(row.storageMinTenths) : '2.0',
  storageMax: row ? degrees(row.storageMaxTenths) : '8.0',
  storageNote: row?.storageNote ?? '',
  blinded: row?.blinded ?? false,
});

export function drugProblems(draft: DrugDraft): Partial<Record<keyof DrugDraft, DrugProblem>> {
  const problems: Partial<Record<keyof DrugDraft, DrugProblem>> = {};
  for (const name of ['code', 'name', 'specification', 'dosageForm', 'packUnit'] as const)
    if (!draft[name].trim()) problems[name] = 'required';
  if (!/^\d{1,5}$/.test(draft.unitsPerPack.trim()) || Number(draft.unitsPerPack) < 1)
    problems.unitsPerPack = 'notNumber';
  const min = tenthsOf(draft.storageMin);
  const max = tenthsOf(draft.storageMax);
  if (min === undefined) problems.storageMin = 'notNumber';
  if (max === undefined) problems.storageMax = 'notNumber';
  if (min !== undefined && max !== undefined && min >= max) problems.storageMax = 'minBelowMax';
  return problems;
}

export function drugBody(draft: DrugDraft, projectId: number, row?: DrugProduct): DrugSaveBody {
  return {
    projectId,
    ...(row ? { id: row.id, version: row.version } : {}),
    code: draft.code.trim(),
    name: draft.name.trim(),
    specification: draft.specification.trim(),
    dosageForm: draft.dosageForm.trim(),
    packUnit: draft.packUnit.trim(),
    unitsPerPack: Number(draft.unitsPerPack),
    storageMinTenths: tenthsOf(draft.storageMin) ?? 0,
    storageMaxTenths: tenthsOf(draft.storageMax) ?? 0,
    storageNote: draft.storageNote.trim() || null,
    blinded: draft.blinded,
  };
}
