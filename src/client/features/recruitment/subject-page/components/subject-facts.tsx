/**
 * The sections about the subject itself: identity as the role may see it, consent with its
 * history, screening and enrolment, randomisation, and the status history. Each offers the
 * actions the user's buttons and the subject's state allow.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubjectPage } from '../../../../../shared/api/recruitment/subject-page';
import { SCREEN_FAIL_REASONS, WITHDRAW_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import { canRandomise } from '../../../../../shared/domain/recruitment/randomisation';
import { SUBJECT_STATUS_LABELS } from '../../../../../shared/domain/recruitment/subject-status';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { RECRUITED_SUBJECT_STATUS } from '../../../../../shared/domain/study';
import { followMessages } from '../../candidates/follow-messages';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RouterButton } from '../../../../ui/router-link';
import { subjectPageMessages } from '../messages';
import { AuditEvents } from './audit-events';
import { Facts } from '../../../../ui/facts';
import { Section } from './page-parts';

export interface FactsProps {
  projectId: number;
  page: SubjectPage;
  /** Whether the user may open the candidate's full (audited) record. */
  canOpenPatient: boolean;
  canConsent: boolean;
  canRandomiseNow: boolean;
  onOpen: (dialog: 'consent' | 'randomise') => void;
}

export function IdentitySection({ projectId, page, canOpenPatient }: FactsProps) {
  const t = useMessages(subjectPageMessages);
  const f = useMessages(followMessages);
  const { locale } = useLocale();
  const { subject, identity } = page;
  const sex = identity?.sex === 'male' ? t.male : identity?.sex === 'female' ? t.female : '';
  const patientId = subject.patientId;
  const note = patientId === null ? t.identityManual : identity ? t.identityMasked : t.identityHidden;
  return (
    <Section
      id="identity"
      title={t.identity}
      actions={
        canOpenPatient &&
        patientId !== null && (
          <RouterButton to="/staff/projects/$projectId/candidates/$patientId" params={{ projectId, patientId }}>
            {t.patientRecord}
          </RouterButton>
        )
      }
    >
      <Facts
        items={[
          [t.subjectNumber, subject.subjectNumber],
          [t.initials, subject.initials],
          ...(identity
            ? ([
                [t.maskedName, identity.maskedName],
                [t.maskedPhone, identity.maskedPhone],
                [t.sex, sex],
                [t.birthYear, identity.birthYear === null ? '' : String(identity.birthYear)],
                [f.matchResult, dictEntryLabel(RECRUITED_SUBJECT_STATUS, identity.matchStatus, locale)],
              ] as [string, string][])
            : []),
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {note}
      </Typography>
    </Section>
  );
}

export function ConsentSection({ page, canConsent, onOpen }: FactsProps) {
  const t = useMessages(subjectPageMessages);
  return (
    <Section
      id="consent"
      title={t.consent}
      actions={canConsent && <Button onClick={() => onOpen('consent')}>{t.reconsent}</Button>}
    >
      <Facts
        items={[
          [t.consentDate, page.subject.consentDate],
          [t.consentVersion, page.consentVersion],
        ]}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t.consentHistory}
      </Typography>
      {page.consentHistory.length === 0 ? (
        <Typography color="text.secondary">{t.noConsentHistory}</Typography>
      ) : (
        <AuditEvents label={t.consentHistory} events={page.consentHistory} />
      )}
    </Section>
  );
}

export function ScreeningSection({ page }: FactsProps) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const { subject } = page;
  const reasons = subject.status === 'withdrawn' ? WITHDRAW_REASONS : SCREEN_FAIL_REASONS;
  const reason = [subject.reasonCode ? dictEntryLabel(reasons, subject.reasonCode, locale) : '', subject.reason ?? '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Section id="screening" title={t.screening}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Chip size="small" label={SUBJECT_STATUS_LABELS[subject.status][locale]} />
        {subject.invalid && <Chip size="small" color="warning" label={t.invalid} />}
      </Stack>
      <Facts
        items={[
          [t.screeningDate, subject.screeningDate],
          [t.enrolledDate, subject.enrolledDate],
          [t.endedDate, subject.endedDate],
          [t.reason, reason || subject.invalidReason],
        ]}
      />
    </Section>
  );
}

export function RandomisationSection({ page, canRandomiseNow, onOpen }: FactsProps) {
  const t = useMessages(subjectPageMessages);
  const { randomisation } = page;
  const recorded = randomisation.number !== null;
  return (
    <Section
      id="randomisation"
      title={t.randomisation}
      actions={
        canRandomiseNow &&
        canRandomise(page.subject) && (
          <Button onClick={() => onOpen('randomise')}>{recorded ? t.editRandomisation : t.randomise}</Button>
        )
      }
    >
      {recorded ? (
        <Facts
          items={[
            [t.randomisationNumber, randomisation.number],
            [t.randomisationArm, randomisation.arm],
            [t.randomisedDate, randomisation.date],
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t.notRandomised}</Typography>
      )}
    </Section>
  );
}

export function StatusHistorySection({ page }: FactsProps) {
  const t = useMessages(subjectPageMessages);
  return (
    <Section id="statusHistory" title={t.statusHistory}>
      <AuditEvents label={t.statusHistory} events={page.statusHistory} />
    </Section>
  );
}
