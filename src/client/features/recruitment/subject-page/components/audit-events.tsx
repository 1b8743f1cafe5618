/** The subject's audit rows as the page shows them: time, who, the action's name and what changed. */
import type { SubjectAuditEvent } from '../../../../../shared/api/recruitment/subject-page';
import type { LabelLocale, LocalizedText } from '../../../../../shared/domain/labels';
import { isCalendarDate } from '../../../../../shared/domain/hospital-time';
import { SUBJECT_ACTION_LABELS, SUBJECT_STATUS_LABELS } from '../../../../../shared/domain/recruitment/subject-status';
import { VISIT_STATUS_LABELS } from '../../../../../shared/domain/visits';
import { formatDateTime } from '../../../../lib/dates';
import { auditFieldLabel } from '../../../access';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { subjectPageMessages } from '../messages';
import { OTHER_ACTION_LABELS, YES_NO } from '../subject-page-labels';
import { SmallTable, labelIn } from './page-parts';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';

export function auditActionLabel(action: string, locale: LabelLocale): string {
  const name = action.replace(/^subject\./, '');
  const labels: Partial<Record<string, LocalizedText>> = { ...SUBJECT_ACTION_LABELS, ...OTHER_ACTION_LABELS };
  return labelIn(labels, name, locale);
}

/** A subject's or a visit's status by its name; other values as recorded. */
function valueLabel(field: string, value: unknown, locale: LabelLocale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return YES_NO[value ? 'yes' : 'no'][locale];
  if (field === 'status' && typeof value === 'string') {
    const labels: Partial<Record<string, LocalizedText>> = { ...VISIT_STATUS_LABELS, ...SUBJECT_STATUS_LABELS };
    return labelIn(labels, value, locale);
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** 'field: before → after' for each field the row changed (the subject number names the row, not a change). */
export function changeText(event: SubjectAuditEvent, locale: LabelLocale): string {
  const parse = (text: string | null): Record<string, unknown> => {
    if (!text) return {};
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  const before = parse(event.before);
  const after = parse(event.after);
  const colon = locale === 'en' ? ': ' : '：';
  return Object.keys(after)
    .filter((key) => key !== 'subjectNumber' && key !== 'projectId' && before[key] !== after[key])
    .map((key) => {
      const name = auditFieldLabel(key, locale);
      const now = valueLabel(key, after[key], locale);
      return key in before
        ? `${name}${colon}${valueLabel(key, before[key], locale)} → ${now}`
        : `${name}${colon}${now}`;
    })
    .join(locale === 'en' ? '; ' : '；');
}

export function AuditEvents({ label, events }: { label: string; events: SubjectAuditEvent[] }) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const zoned = useHospitalTimeColumn();
  return (
    <SmallTable
      label={label}
      columns={[zoned(t.at), t.actor, t.action, t.change, t.reason]}
      rows={events.map((event) => [
        // A history read from the recorded days (no audit row) is dated by day.
        isCalendarDate(event.at) ? event.at : formatDateTime(event.at),
        event.actorName ?? '',
        auditActionLabel(event.action, locale),
        changeText(event, locale),
        event.reason ?? '',
      ])}
    />
  );
}
