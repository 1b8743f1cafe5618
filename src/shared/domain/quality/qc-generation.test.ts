import { describe, expect, it } from 'vitest';
import {
  type ProjectFacts,
  type QcCheckpoint,
  planContentProblems,
  sampleSubjects,
  tasksToGenerate,
} from './qc-generation';
import { taskStatusAfter, taskStatusOn } from './qc-status';

const checkpoint = (key: string, node: QcCheckpoint['node'], extra: Partial<QcCheckpoint> = {}): QcCheckpoint => ({
  key,
  name: key,
  level: 3,
  node,
  threshold: null,
  date: null,
  dueDays: 10,
  sampleSize: 2,
  items: ['consent', 'eligibility'],
  assigneeUserId: null,
  ...extra,
});

const facts = (today: string, enrolledDays: string[], visitsDone: string[] = []): ProjectFacts => ({
  enrolled: enrolledDays.map((enrolledDate, i) => ({ id: 101 + i, enrolledDate })),
  visitsDone,
  enrolmentTarget: 6,
  today,
});

const plan = {
  checkpoints: [
    checkpoint('first', 'firstSubject'),
    checkpoint('three', 'subjectsEnrolled', { threshold: 3 }),
    checkpoint('visits', 'visitsDone', { threshold: 4 }),
    checkpoint('mid', 'midTerm'),
    checkpoint('closing', 'closing', { sampleSize: 3 }),
    checkpoint('dated', 'date', { date: '2026-03-01' }),
  ],
};

const keys = (today: string, f: ProjectFacts, done = new Set<string>()) =>
  tasksToGenerate(plan, '2026-01-01', { ...f, today }, done).map((task) => task.checkpointKey);

describe('task generation at each node kind', () => {
  it('generates nothing before the first subject, and the first-subject task on the day of enrolment', () => {
    expect(keys('2026-01-10', facts('', []))).toEqual([]);
    const tasks = tasksToGenerate(plan, '2026-01-01', facts('2026-01-20', ['2026-01-20']), new Set());
    expect(tasks).toEqual([
      expect.objectContaining({
        checkpointKey: 'first',
        reachedOn: '2026-01-20',
        dueDate: '2026-01-30',
        sampleSubjectIds: [101],
      }),
    ]);
  });

  it('reaches N subjects enrolled on the Nth enrolment and mid-term at half the target', () => {
    const enrolled = ['2026-01-20', '2026-02-03', '2026-02-10', '2026-02-24'];
    expect(keys('2026-02-09', facts('', enrolled))).toEqual(['first']);
    expect(keys('2026-02-10', facts('', enrolled))).toEqual(['first', 'three', 'mid']);
    const [three] = tasksToGenerate(plan, '2026-01-01', facts('2026-02-10', enrolled), new Set(['first']));
    expect(three).toMatchObject({ checkpointKey: 'three', reachedOn: '2026-02-10', sampleSubjectIds: [101, 103] });
  });

  it('reaches N visits done on the Nth done visit, a date on that day, closing at the target', () => {
    const visits = ['2026-02-01', '2026-02-05', '2026-02-08', '2026-02-12'];
    expect(keys('2026-02-11', facts('', ['2026-01-20'], visits))).toEqual(['first']);
    expect(keys('2026-02-12', facts('', ['2026-01-20'], visits))).toEqual(['first', 'visits']);
    expect(keys('2026-03-01', facts('', ['2026-01-20']))).toEqual(['first', 'dated']);
    const six = ['2026-01-20', '2026-01-21', '2026-01-22', '2026-01-23', '2026-01-24', '2026-01-25'];
    const closing = tasksToGenerate(plan, '2026-01-01', facts('2026-01-25', six), new Set()).find(
      (task) => task.checkpointKey === 'closing',
    );
    expect(closing).toMatchObject({ reachedOn: '2026-01-25', sampleSubjectIds: [101, 104, 106] });
  });

  it('generates each checkpoint once per plan version', () => {
    const f = facts('2026-03-02', ['2026-01-20', '2026-01-21', '2026-01-22']);
    const first = tasksToGenerate(plan, '2026-01-01', f, new Set());
    const again = tasksToGenerate(plan, '2026-01-01', f, new Set(first.map((task) => task.checkpointKey)));
    expect(again).toEqual([]);
  });

  it('counts the due days from the publication when the node was reached before it', () => {
    const [task] = tasksToGenerate(plan, '2026-03-05', facts('2026-03-05', ['2026-01-20']), new Set());
    expect(task).toMatchObject({ checkpointKey: 'first', reachedOn: '2026-01-20', dueDate: '2026-03-15' });
  });

  it('makes a generated task overdue after its due day and completed overdue when done late', () => {
    const [task] = tasksToGenerate(plan, '2026-01-01', facts('2026-01-20', ['2026-01-20']), new Set());
    const due = task?.dueDate ?? '';
    expect(taskStatusOn(10, due, '2026-01-30')).toBe(10);
    expect(taskStatusOn(10, due, '2026-01-31')).toBe(30);
    expect(taskStatusAfter('complete', due, '2026-01-30')).toBe(50);
    expect(taskStatusAfter('complete', due, '2026-02-02')).toBe(60);
  });
});

describe('samples and plan checks', () => {
  it('spreads the sample over those enrolled by the node', () => {
    const f = facts('2026-03-01', ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05']);
    expect(sampleSubjects(f, '2026-01-05', 3)).toEqual([101, 103, 105]);
    expect(sampleSubjects(f, '2026-01-02', 3)).toEqual([101, 102]);
    expect(sampleSubjects(f, '2026-01-05', 0)).toEqual([]);
  });

  it('names duplicate keys, missing thresholds and dates', () => {
    const problems = planContentProblems({
      checkpoints: [
        checkpoint('a', 'subjectsEnrolled'),
        checkpoint('a', 'date'),
        checkpoint('b', 'firstSubject', { threshold: 2 }),
      ],
    });
    expect(problems).toEqual([
      { field: 'content.checkpoints.0.threshold', problem: 'threshold' },
      { field: 'content.checkpoints.1.key', problem: 'duplicateKey' },
      { field: 'content.checkpoints.1.date', problem: 'date' },
      { field: 'content.checkpoints.2.threshold', problem: 'threshold' },
    ]);
  });
});
