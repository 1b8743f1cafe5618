/**
 * A QC plan's checkpoints as the editor holds them (numbers as typed), their checks before
 * saving (the server checks again, with the same shared rules), and the content they save as.
 */
import { QC_PLAN_NAME_MAX, type QcPlan } from '../../../../shared/api/quality/plans';
import type { QcItemCode, QcLevel, QualityNode } from '../../../../shared/domain/quality/qc-dictionaries';
import { type QcCheckpoint, planContentProblems } from '../../../../shared/domain/quality/qc-generation';

export interface CheckpointForm {
  key: string;
  name: string;
  level: QcLevel;
  node: QualityNode;
  threshold: string;
  date: string;
  dueDays: string;
  sampleSize: string;
  items: QcItemCode[];
  /** '' for nobody: the QC staff pick the task up. */
  assigneeUserId: number | '';
}

export type CheckpointField = keyof CheckpointForm;
export type CheckpointProblem = 'required' | 'keyFormat' | 'duplicateKey' | 'number' | 'tooLong' | 'itemsRequired';
export type CheckpointProblems = Partial<Record<CheckpointField, CheckpointProblem>>[];

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const LIMITS = { threshold: [1, 100_000], dueDays: [0, 365], sampleSize: [0, 1000] } as const;

/** Whether a node needs N (subjects or visits) or a date. */
export const nodeNeeds = (node: QualityNode): 'threshold' | 'date' | null =>
  node === 'subjectsEnrolled' || node === 'visitsDone' ? 'threshold' : node === 'date' ? 'date' : null;

export function blankCheckpoint(existing: readonly CheckpointForm[]): CheckpointForm {
  let n = existing.length + 1;
  while (existing.some((checkpoint) => checkpoint.key === `cp${n}`)) n += 1;
  return {
    key: `cp${n}`,
    name: '',
    level: 1,
    node: 'firstSubject',
    threshold: '',
    date: '',
    dueDays: '14',
    sampleSize: '3',
    items: ['consent', 'eligibility'],
    assigneeUserId: '',
  };
}

export function checkpointForm(checkpoint: QcCheckpoint): CheckpointForm {
  return {
    ...checkpoint,
    items: [...checkpoint.items],
    threshold: checkpoint.threshold === null ? '' : String(checkpoint.threshold),
    date: checkpoint.date ?? '',
    dueDays: String(checkpoint.dueDays),
    sampleSize: String(checkpoint.sampleSize),
    assigneeUserId: checkpoint.assigneeUserId ?? '',
  };
}

/** A change of node keeps N or the date only where the new node needs it. */
export function withNode(form: CheckpointForm, node: QualityNode): CheckpointForm {
  const needs = nodeNeeds(node);
  return {
    ...form,
    node,
    threshold: needs === 'threshold' ? form.threshold : '',
    date: needs === 'date' ? form.date : '',
  };
}

function wholeNumber(text: string, [min, max]: readonly [number, number]): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
}

function ownProblems(form: CheckpointForm): Partial<Record<CheckpointField, CheckpointProblem>> {
  const problems: Partial<Record<CheckpointField, CheckpointProblem>> = {};
  if (!KEY_PATTERN.test(form.key)) problems.key = form.key ? 'keyFormat' : 'required';
  if (!form.name.trim()) problems.name = 'required';
  else if (form.name.trim().length > QC_PLAN_NAME_MAX) problems.name = 'tooLong';
  const needs = nodeNeeds(form.node);
  if (needs === 'threshold' && !wholeNumber(form.threshold, LIMITS.threshold))
    problems.threshold = form.threshold ? 'number' : 'required';
  if (needs === 'date' && !DATE_PATTERN.test(form.date)) problems.date = 'required';
  if (!wholeNumber(form.dueDays, LIMITS.dueDays)) problems.dueDays = 'number';
  if (!wholeNumber(form.sampleSize, LIMITS.sampleSize)) problems.sampleSize = 'number';
  if (form.items.length === 0) problems.items = 'itemsRequired';
  return problems;
}

export function toCheckpoint(form: CheckpointForm): QcCheckpoint {
  const needs = nodeNeeds(form.node);
  return {
    key: form.key.trim(),
    name: form.name.trim(),
    level: form.level,
    node: form.node,
    threshold: needs === 'threshold' ? Number(form.threshold) : null,
    date: needs === 'date' ? form.date : null,
    dueDays: Number(form.dueDays),
    sampleSize: Number(form.sampleSize),
    items: form.items,
    assigneeUserId: form.assigneeUserId === '' ? null : form.assigneeUserId,
  };
}

/** Each checkpoint's problems, by field; every entry empty when the plan can be saved. */
export function checkpointProblems(forms: readonly CheckpointForm[]): CheckpointProblems {
  const problems = forms.map(ownProblems);
  const shared = planContentProblems({ checkpoints: forms.map(toCheckpoint) });
  for (const { field, problem } of shared) {
    const [, , index] = field.split('.');
    const entry = problems[Number(index)];
    if (problem === 'duplicateKey' && entry && !entry.key) entry.key = 'duplicateKey';
  }
  return problems;
}

export const hasProblems = (problems: CheckpointProblems) => problems.some((entry) => Object.keys(entry).length > 0);

/** The content of a version, ready to save. */
export const planContent = (forms: readonly CheckpointForm[]): QcPlan['content'] => ({
  checkpoints: forms.map(toCheckpoint),
});
