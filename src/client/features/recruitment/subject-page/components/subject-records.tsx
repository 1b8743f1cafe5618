/**
 * The sections that list the subject's records kept by other pages: visits, AEs, SAEs,
 * con-meds, deviations and contacts, each row opening the record on its own page (where its
 * actions and forms are), and the subject's audit trail. A section the role may not see is null.
 */
import type { SubjectPage } from '../../../../../shared/api/recruitment/subject-page';
import { UNWILLING_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import { CONTACT_METHODS } from '../../../../../shared/domain/recruitment/contact';
import { followMessages } from '../../candidates/follow-messages';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import {
  CON_MED_STATUS_LABELS,
  RECORD_STATUS_LABELS,
  VIOLATION_STATUS_LABELS,
} from '../../../../../shared/domain/safety';
import { RECRUIT_RESULT, SEVERITY } from '../../../../../shared/domain/study';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterButton } from '../../../../ui/router-link';
import { subjectPageMessages } from '../messages';
import { REPORT_TYPE_LABELS } from '../subject-page-labels';
import { AuditEvents } from './audit-events';
import { Section, SmallTable, labelIn } from './page-parts';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';

export interface RecordsProps {
  projectId: number;
  page: SubjectPage;
}

/** The small 'open' button of a row, named with the row for screen readers. */
function useOpenLabel() {
  const t = useMessages(subjectPageMessages);
  return (name: string) => ({ 'aria-label': format(t.openOf, { name }) });
}

export function VisitsSection({ projectId, page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const visitStatus = (status: string) =>
    status === 'planned' ? t.planned : status === 'done' ? t.done : status === 'missed' ? t.missed : status;
  const subjectId = page.subject.id;
  return (
    <Section
      id="visits"
      title={t.visits}
      actions={
        page.visits && (
          <RouterButton to="/staff/projects/$projectId/visits" params={{ projectId }} search={{ subjectId }}>
            {t.openVisits}
          </RouterButton>
        )
      }
    >
      <SmallTable
        label={t.visits}
        columns={[t.visitName, t.plannedDate, t.window, t.executedDate, t.status]}
        rows={
          page.visits?.map((v) => [
            `${v.visitCode} ${v.name}`,
            v.plannedDate,
            `${v.windowStart} ~ ${v.windowEnd}`,
            v.executedDate ?? '',
            visitStatus(v.status),
          ]) ?? null
        }
      />
    </Section>
  );
}

export function AeSection({ projectId, page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const named = useOpenLabel();
  return (
    <Section id="aes" title={t.aes}>
      <SmallTable
        label={t.aes}
        columns={[t.term, t.onsetDate, t.serious, t.status, t.actions]}
        rows={
          page.aes?.map((ae) => [
            ae.term,
            ae.onsetDate,
            ae.serious === '1' ? t.yes : t.no,
            labelIn(RECORD_STATUS_LABELS, ae.status, locale),
            <RouterButton
              key="open"
              size="small"
              to="/staff/projects/$projectId/ae"
              params={{ projectId }}
              search={{ id: ae.id }}
              {...named(ae.term)}
            >
              {t.open}
            </RouterButton>,
          ]) ?? null
        }
      />
    </Section>
  );
}

export function SaeSection({ projectId, page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const zoned = useHospitalTimeColumn();
  const { locale } = useLocale();
  const named = useOpenLabel();
  return (
    <Section id="saes" title={t.saes}>
      <SmallTable
        label={t.saes}
        columns={[t.reportNo, t.reportType, t.term, zoned(t.learnedAt), t.status, t.actions]}
        rows={
          page.saes?.map((sae) => [
            sae.reportNo ?? '',
            labelIn(REPORT_TYPE_LABELS, sae.reportType, locale),
            sae.aeTerm,
            formatDateTime(sae.learnedAt),
            labelIn(RECORD_STATUS_LABELS, sae.status, locale),
            <RouterButton
              key="open"
              size="small"
              to="/staff/projects/$projectId/sae"
              params={{ projectId }}
              search={{ id: sae.id }}
              {...named(sae.reportNo ?? sae.aeTerm)}
            >
              {t.open}
            </RouterButton>,
          ]) ?? null
        }
      />
    </Section>
  );
}

export function ConMedSection({ projectId, page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const named = useOpenLabel();
  return (
    <Section id="conMeds" title={t.conMeds}>
      <SmallTable
        label={t.conMeds}
        columns={[t.drug, t.startDate, t.endedDate, t.status, t.actions]}
        rows={
          page.conMeds?.map((m) => [
            m.drug,
            m.startDate,
            m.endDate ?? '',
            labelIn(CON_MED_STATUS_LABELS, m.status, locale),
            <RouterButton
              key="open"
              size="small"
              to="/staff/projects/$projectId/con-meds"
              params={{ projectId }}
              search={{ id: m.id }}
              {...named(m.drug)}
            >
              {t.open}
            </RouterButton>,
          ]) ?? null
        }
      />
    </Section>
  );
}

export function DeviationSection({ projectId, page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const named = useOpenLabel();
  return (
    <Section id="deviations" title={t.deviations}>
      <SmallTable
        label={t.deviations}
        columns={[t.occurredDate, t.description, t.severity, t.status, t.actions]}
        rows={
          page.deviations?.map((v) => [
            v.occurredDate,
            v.description,
            dictEntryLabel(SEVERITY, v.severity, locale),
            labelIn(VIOLATION_STATUS_LABELS, v.status, locale),
            <RouterButton
              key="open"
              size="small"
              to="/staff/projects/$projectId/violations"
              params={{ projectId }}
              search={{ id: v.id }}
              {...named(v.occurredDate)}
            >
              {t.open}
            </RouterButton>,
          ]) ?? null
        }
      />
    </Section>
  );
}

export function ContactsSection({ page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  const zoned = useHospitalTimeColumn();
  const f = useMessages(followMessages);
  const { locale } = useLocale();
  return (
    <Section id="contacts" title={t.contacts}>
      <SmallTable
        label={t.contacts}
        columns={[zoned(t.contactedAt), f.contactMethod, t.result, t.reason, t.note, t.staff]}
        rows={
          page.contacts?.map((c) => [
            formatDateTime(c.contactedAt),
            c.method ? dictEntryLabel(CONTACT_METHODS, c.method, locale) : '',
            dictEntryLabel(RECRUIT_RESULT, c.result, locale),
            c.reason ? dictEntryLabel(UNWILLING_REASONS, c.reason, locale) : '',
            c.note ?? '',
            c.actorName,
          ]) ?? null
        }
      />
    </Section>
  );
}

export function AuditSection({ page }: RecordsProps) {
  const t = useMessages(subjectPageMessages);
  return (
    <Section id="audit" title={t.audit}>
      <AuditEvents label={t.audit} events={page.audit} />
    </Section>
  );
}
