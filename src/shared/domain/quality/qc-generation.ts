/**
 * QC plans and the generation of their check tasks (pure rules; the server reads the facts
 * and stores the tasks). A published plan version lists checkpoints: a level, the trial node
 * (qulityNode) that triggers it, the days allowed to run it, how many subjects it samples
 * and the items it checks. A checkpoint's node is reached on a hospital day computed from the
 * project's facts; each checkpoint generates its task once per plan version (the server keeps
 * that with a unique key), so generation can run on every write and in the scheduled jobs.
 */
import { addDays } from '../hospital-time';
import type { QcItemCode, QcLevel, QualityNode } from './qc-dictionaries';

export interface QcCheckpoint {
  /** Unique within the plan version: the task it generates is keyed by it. */
  key: string;
  name: string;
  level: QcLevel;
  node: QualityNode;
  /** N for subjectsEnrolled and visitsDone; null otherwise. */
  threshold: number | null;
  /** The day of a 'date' node; null otherwise. */
  date: string | null;
  /** Days from the node (or the plan's publication, when later) to the task's due day. */
  dueDays: number;
  /** How many enrolled subjects the task samples (at most those enrolled by the node). */
  sampleSize: number;
  items: QcItemCode[];
  /** Who runs the generated task; null: the QC staff pick it up. */
  assigneeUserId: number | null;
}

export interface QcPlanContent {
  checkpoints: QcCheckpoint[];
}

/** What generation reads of a project, on the hospital's calendar. */
export interface ProjectFacts {
  /** Valid enrolled subjects, in enrolment order (day, then id). */
  enrolled: { id: number; enrolledDate: string }[];
  /** Executed days of the done visits of valid subjects, ascending. */
  visitsDone: string[];
  enrolmentTarget: number | null;
  today: string;
}

/** The day a checkpoint's node was reached, or null while it is not. */
export function nodeReachedOn(checkpoint: QcCheckpoint, facts: ProjectFacts): string | null {
  const nth = (n: number | null) => (n !== null && n >= 1 ? (facts.enrolled[n - 1]?.enrolledDate ?? null) : null);
  const target = facts.enrolmentTarget;
  let day: string | null;
  switch (checkpoint.node) {
    case 'firstSubject':
      day = nth(1);
      break;
    case 'subjectsEnrolled':
      day = nth(checkpoint.threshold);
      break;
    case 'visitsDone':
      day = checkpoint.threshold !== null ? (facts.visitsDone[checkpoint.threshold - 1] ?? null) : null;
      break;
    case 'midTerm':
      day = target ? nth(Math.ceil(target / 2)) : null;
      break;
    case 'closing':
      day = target ? nth(target) : null;
      break;
    case 'date':
      day = checkpoint.date;
      break;
  }
  return day !== null && day <= facts.today ? day : null;
}

/** Evenly spread subjects among those enrolled by `day`: the first, the last and between. */
export function sampleSubjects(facts: ProjectFacts, day: string, size: number): number[] {
  const pool = facts.enrolled.filter((subject) => subject.enrolledDate <= day);
  if (size <= 0 || pool.length === 0) return [];
  if (size >= pool.length) return pool.map((subject) => subject.id);
  if (size === 1) return [pool[0]?.id ?? 0];
  const step = (pool.length - 1) / (size - 1);
  return Array.from({ length: size }, (_, i) => pool[Math.round(i * step)]?.id ?? 0);
}

export interface TaskToGenerate {
  checkpointKey: string;
  name: string;
  level: QcLevel;
  node: QualityNode;
  reachedOn: string;
  dueDate: string;
  sampleSubjectIds: number[];
  items: QcItemCode[];
  assigneeUserId: number | null;
}

/**
 * The tasks a published plan version owes now: each checkpoint whose node is reached and
 * that has no task yet (`generatedKeys`). Due `dueDays` after the node, or after the plan's
 * publication day when the node was reached before it.
 */
export function tasksToGenerate(
  content: QcPlanContent,
  publishedDay: string,
  facts: ProjectFacts,
  generatedKeys: ReadonlySet<string>,
): TaskToGenerate[] {
  return content.checkpoints.flatMap((checkpoint) => {
    if (generatedKeys.has(checkpoint.key)) return [];
    const reachedOn = nodeReachedOn(checkpoint, facts);
    if (reachedOn === null) return [];
    const from = reachedOn > publishedDay ? reachedOn : publishedDay;
    return [
      {
        checkpointKey: checkpoint.key,
        name: checkpoint.name,
        level: checkpoint.level,
        node: checkpoint.node,
        reachedOn,
        dueDate: addDays(from, checkpoint.dueDays),
        sampleSubjectIds: sampleSubjects(facts, reachedOn, checkpoint.sampleSize),
        items: checkpoint.items,
        assigneeUserId: checkpoint.assigneeUserId,
      },
    ];
  });
}

/** What is wrong with a plan's content, by field path; empty when it can be saved. */
export function planContentProblems(
  content: QcPlanContent,
): { field: string; problem: 'duplicateKey' | 'threshold' | 'date' }[] {
  const seen = new Set<string>();
  return content.checkpoints.flatMap((checkpoint, index) => {
    const at = `content.checkpoints.${index}`;
    const problems: { field: string; problem: 'duplicateKey' | 'threshold' | 'date' }[] = [];
    if (seen.has(checkpoint.key)) problems.push({ field: `${at}.key`, problem: 'duplicateKey' });
    seen.add(checkpoint.key);
    const needsThreshold = checkpoint.node === 'subjectsEnrolled' || checkpoint.node === 'visitsDone';
    if (needsThreshold !== (checkpoint.threshold !== null))
      problems.push({ field: `${at}.threshold`, problem: 'threshold' });
    if ((checkpoint.node === 'date') !== (checkpoint.date !== null))
      problems.push({ field: `${at}.date`, problem: 'date' });
    return problems;
  });
}
