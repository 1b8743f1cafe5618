/**
 * The monitoring appointment's status machine, as data (SUITE.md): the server enforces it and
 * the client offers only the moves allowed now.
 *
 * The monitor (CRA) books a visit; the site's coordinator accepts it, refuses it with a reason
 * or proposes another day (adjust). After an adjustment the monitor confirms the new day or
 * cancels. On the day the site launches the accepted visit; the monitor closes it with the
 * signed visit report and the hours worked.
 */
import type { LocalizedText } from '../labels';

export const APPOINTMENT_STATUSES = [
  'booked',
  'adjusted',
  'accepted',
  'refused',
  'cancelled',
  'launched',
  'closed',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, LocalizedText> = {
  booked: { 'zh-CN': '待确认', en: 'Booked' },
  adjusted: { 'zh-CN': '已调整待监查员确认', en: 'New day proposed' },
  accepted: { 'zh-CN': '已接受', en: 'Accepted' },
  refused: { 'zh-CN': '已拒绝', en: 'Refused' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
  launched: { 'zh-CN': '监查中', en: 'In progress' },
  closed: { 'zh-CN': '已完成', en: 'Closed' },
};

/** Which button allows a move (permissions.ts): the monitor's or the site's. */
export const APPOINTMENT_BUTTONS = {
  monitor: 'appointment:book',
  site: 'appointment:review',
} as const;

interface AppointmentTransition {
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
  by: keyof typeof APPOINTMENT_BUTTONS;
}

export const APPOINTMENT_TRANSITIONS = {
  accept: { from: ['booked'], to: 'accepted', by: 'site' },
  refuse: { from: ['booked'], to: 'refused', by: 'site' },
  adjust: { from: ['booked'], to: 'adjusted', by: 'site' },
  confirm: { from: ['adjusted'], to: 'accepted', by: 'monitor' },
  cancel: { from: ['booked', 'adjusted', 'accepted'], to: 'cancelled', by: 'monitor' },
  launch: { from: ['accepted'], to: 'launched', by: 'site' },
  close: { from: ['launched'], to: 'closed', by: 'monitor' },
} as const satisfies Record<string, AppointmentTransition>;

export type AppointmentAction = keyof typeof APPOINTMENT_TRANSITIONS;
export const APPOINTMENT_ACTIONS = Object.keys(APPOINTMENT_TRANSITIONS) as AppointmentAction[];

export const APPOINTMENT_ACTION_LABELS: Record<AppointmentAction, LocalizedText> = {
  accept: { 'zh-CN': '接受', en: 'Accept' },
  refuse: { 'zh-CN': '拒绝', en: 'Refuse' },
  adjust: { 'zh-CN': '调整时间', en: 'Propose another day' },
  confirm: { 'zh-CN': '确认新时间', en: 'Confirm the new day' },
  cancel: { 'zh-CN': '取消预约', en: 'Cancel' },
  launch: { 'zh-CN': '开始监查', en: 'Launch' },
  close: { 'zh-CN': '结束并提交报告', en: 'Close with the report' },
};

/** Statuses that hold a place on their day (count against the project's monitors at once). */
export const APPOINTMENT_HOLDING: readonly AppointmentStatus[] = ['booked', 'adjusted', 'accepted', 'launched'];

export function canAppointmentTransition(status: AppointmentStatus, action: AppointmentAction): boolean {
  return (APPOINTMENT_TRANSITIONS[action].from as readonly AppointmentStatus[]).includes(status);
}

/** The moves offered now to a caller holding these buttons. */
export function allowedAppointmentActions(status: AppointmentStatus, buttons: readonly string[]): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter(
    (action) =>
      canAppointmentTransition(status, action) &&
      buttons.includes(APPOINTMENT_BUTTONS[APPOINTMENT_TRANSITIONS[action].by]),
  );
}

/** A stored status as an AppointmentStatus; the schema's CHECK keeps others out. */
export function appointmentStatusOf(value: string): AppointmentStatus {
  const status = APPOINTMENT_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown appointment status: ${value}`);
  return status;
}
