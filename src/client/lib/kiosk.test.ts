import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearTypedInput,
  emitKioskReset,
  onKioskReset,
  readKioskTrial,
  resolveKioskSettings,
  startIdleTimer,
} from './kiosk';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('kiosk settings', () => {
  it('is off by default with a 90 s idle time', () => {
    expect(resolveKioskSettings(undefined, false)).toEqual({ enabled: false, idleMs: 90_000 });
  });

  it('follows the site setting and its idle time', () => {
    expect(resolveKioskSettings({ kioskMode: true, kioskIdleSeconds: 45 }, false)).toEqual({
      enabled: true,
      idleMs: 45_000,
    });
  });

  it('can be tried with ?kiosk=1, which lasts for the tab until ?kiosk=0', () => {
    expect(readKioskTrial('?kiosk=1')).toBe(true);
    expect(readKioskTrial('')).toBe(true);
    expect(resolveKioskSettings({ kioskMode: false }, readKioskTrial('')).enabled).toBe(true);
    expect(readKioskTrial('?kiosk=0')).toBe(false);
    expect(readKioskTrial('')).toBe(false);
  });
});

describe('startIdleTimer', () => {
  it('fires after the idle time without input, and input restarts the wait', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startIdleTimer(1000, onIdle, target);
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('kiosk reset', () => {
  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onKioskReset(listener);
    emitKioskReset();
    unsubscribe();
    emitKioskReset();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears typed text as typing would (input events), leaving checkboxes and hidden values', () => {
    document.body.innerHTML = `
      <input id="search" type="search" value="肺癌" />
      <textarea id="note">我的电话 138</textarea>
      <input id="check" type="checkbox" value="on" />
      <input id="select" aria-hidden="true" value="zmz" />`;
    const events: string[] = [];
    document.body.addEventListener('input', (event) => events.push((event.target as HTMLElement).id));
    clearTypedInput();
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    expect([value('search'), value('note'), value('check'), value('select')]).toEqual(['', '', 'on', 'zmz']);
    expect(events).toEqual(['search', 'note']);
  });
});
