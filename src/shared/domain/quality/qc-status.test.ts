import { describe, expect, it } from 'vitest';
import {
  FINDING_TRANSITIONS,
  allowedFindingActions,
  canFindingMove,
  canTaskMove,
  taskStatusAfter,
  taskStatusOn,
} from './qc-status';

describe('verify task status: pending → processing → processed, overdue read from the due day', () => {
  it('shows a pending task as overdue (30) only after its due day', () => {
    expect(taskStatusOn(10, '2026-03-18', '2026-03-17')).toBe(10);
    expect(taskStatusOn(10, '2026-03-18', '2026-03-18')).toBe(10);
    expect(taskStatusOn(10, '2026-03-18', '2026-03-19')).toBe(30);
  });

  it('never shows a task in progress, done or ignored as overdue', () => {
    expect(taskStatusOn(40, '2026-03-18', '2026-04-01')).toBe(40);
    expect(taskStatusOn(50, '2026-03-18', '2026-04-01')).toBe(50);
    expect(taskStatusOn(60, '2026-03-18', '2026-04-01')).toBe(60);
    expect(taskStatusOn(20, '2026-03-18', '2026-04-01')).toBe(20);
  });

  it('starts or ignores a pending or overdue task, completes one in progress only', () => {
    expect(canTaskMove(10, 'start')).toBe(true);
    expect(canTaskMove(30, 'start')).toBe(true);
    expect(canTaskMove(40, 'start')).toBe(false);
    expect(canTaskMove(30, 'ignore')).toBe(true);
    expect(canTaskMove(40, 'ignore')).toBe(false);
    expect(canTaskMove(10, 'complete')).toBe(false);
    expect(canTaskMove(40, 'complete')).toBe(true);
    expect(canTaskMove(50, 'complete')).toBe(false);
    expect(canTaskMove(20, 'start')).toBe(false);
  });

  it('completes as processed (50) by the due day and as completed overdue (60) after it', () => {
    expect(taskStatusAfter('complete', '2026-03-18', '2026-03-18')).toBe(50);
    expect(taskStatusAfter('complete', '2026-03-18', '2026-03-19')).toBe(60);
    expect(taskStatusAfter('start', '2026-03-18', '2026-03-30')).toBe(40);
    expect(taskStatusAfter('ignore', '2026-03-18', '2026-03-01')).toBe(20);
  });
});

describe('verify status: in QC → rectifying → feedback given → done, or back to rectifying', () => {
  it('follows the closure path and the return', () => {
    expect(FINDING_TRANSITIONS.send.to).toBe(4);
    expect(FINDING_TRANSITIONS.answer.to).toBe(5);
    expect(FINDING_TRANSITIONS.accept.to).toBe(3);
    expect(FINDING_TRANSITIONS.return.to).toBe(4);
  });

  it('refuses moves from the wrong status', () => {
    expect(canFindingMove(2, 'answer')).toBe(false);
    expect(canFindingMove(4, 'accept')).toBe(false);
    expect(canFindingMove(3, 'return')).toBe(false);
    expect(canFindingMove(3, 'send')).toBe(false);
  });

  it('offers the responsible member the answer and the checker the verdict', () => {
    const all = ['qcFinding:raise', 'qcFinding:answer', 'qcFinding:verify'];
    expect(allowedFindingActions(4, { checker: false, responsible: true }, all)).toEqual(['answer']);
    expect(allowedFindingActions(4, { checker: true, responsible: false }, all)).toEqual([]);
    expect(allowedFindingActions(5, { checker: true, responsible: false }, all)).toEqual(['accept', 'return']);
    expect(allowedFindingActions(5, { checker: true, responsible: false }, ['qcFinding:raise'])).toEqual([]);
    expect(allowedFindingActions(2, { checker: true, responsible: false }, all)).toEqual(['send']);
  });
});
