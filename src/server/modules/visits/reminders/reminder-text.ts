/**
 * The words of visit reminders. Staff notices name the subject by number and initials; the
 * patient's SMS names only the hospital, the visit and its day: nothing about the study or
 * the diagnosis, since a phone's lock screen shows it to anyone nearby.
 */
import type { DueVisit } from './repository';

/** '2026-01-08' -> '2026年1月8日' */
export function chineseDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

export function visitNoticeText(visit: DueVisit, projectName: string): { title: string; body: string } {
  return {
    title: `访视提醒：${visit.subjectNumber} ${visit.name}`,
    body:
      `${projectName}：受试者 ${visit.subjectNumber}（${visit.initials}）的访视「${visit.name}」` +
      `计划于 ${visit.plannedDate}（窗口 ${visit.windowStart} 至 ${visit.windowEnd}）。`,
  };
}

export function patientReminderText(hospitalName: string, visitName: string, plannedDate: string): string {
  const signature = hospitalName ? `【${hospitalName}】` : '';
  return `${signature}您好，您的研究访视（${visitName}）安排在${chineseDay(plannedDate)}，请按时到院；如需改期请联系您的研究护士。`;
}
