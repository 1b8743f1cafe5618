/**
 * One candidate's record (issue 13 items 1, 3, 4, 5): the full identity (every view is
 * audited on the server, and the page says so), health data, the match reasons per
 * criterion, the contact history, and the actions: suggest / cancel the suggestion, record
 * a contact, and start screening once the candidate is willing and not yet a subject; when
 * the button is missing or disabled, the page says why (shared/domain/recruitment/enrolment.ts).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { PatientRecord } from '../../../../../shared/api/recruitment/candidates';
import { PATIENT_SOURCE, RECRUIT_RESULT } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { UNWILLING_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import { CONTACT_METHODS } from '../../../../../shared/domain/recruitment/contact';
import { ENROL_BLOCKS, type EnrolBlock, enrolBlock } from '../../../../../shared/domain/recruitment/enrolment';
import { SUBJECT_STATUS_LABELS } from '../../../../../shared/domain/recruitment/subject-status';
import { formatDateTime } from '../../../../lib/dates';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { useStaffAccess } from '../../../access';
import { followMessages } from '../follow-messages';
import { recordMessages, recruitmentMessages } from '../messages';
import { candidateQueries } from '../queries';
import { useCandidateActions } from '../use-candidate-actions';
import { MatchStatusTag } from './candidate-table';
import { ContactDialog } from './contact-dialog';
import { EnrolDialog } from './enrol-dialog';
import { MatchReasons } from './match-reasons';
import { Facts } from '../../../../ui/facts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Identity({ record }: { record: PatientRecord }) {
  const t = useMessages(recordMessages);
  const w = useMessages(recruitmentMessages);
  const { locale } = useLocale();
  const sex = record.sex === 'male' ? w.male : record.sex === 'female' ? w.female : '';
  return (
    <Section title={t.identity}>
      <Facts
        items={[
          [w.name, record.name],
          [t.mrn, record.mrn],
          [t.phone, record.phone],
          [t.idNumber, record.idNumber],
          [
            t.sexAge,
            [sex, record.age === null ? '' : format(w.years, { age: record.age })].filter(Boolean).join(' / '),
          ],
          [t.birthDate, record.birthDate],
          [t.source, dictEntryLabel(PATIENT_SOURCE, record.source, locale)],
        ]}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t.auditedNote}
      </Typography>
    </Section>
  );
}

function Health({ record }: { record: PatientRecord }) {
  const t = useMessages(recordMessages);
  const { locale } = useLocale();
  const drugs =
    record.priorDrugs === null
      ? t.drugsUnknown
      : record.priorDrugs.length === 0
        ? t.drugsNone
        : joinList(record.priorDrugs, locale);
  return (
    <Section title={t.health}>
      <Facts
        items={[
          [t.diagnoses, record.diagnoses.map((d) => (d.code ? `${d.text}（${d.code}）` : d.text)).join('；') || t.none],
          [t.labs, record.labs.map((lab) => `${lab.test} ${lab.value}（${lab.date}）`).join('；') || t.none],
          [t.priorDrugs, drugs],
        ]}
      />
      {record.consent && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {format(t.consent, {
            version: record.consent.version,
            at: formatDateTime(record.consent.at),
            days: record.consent.retentionDays,
          })}
        </Typography>
      )}
    </Section>
  );
}

function Contacts({ record }: { record: PatientRecord }) {
  const t = useMessages(recordMessages);
  const f = useMessages(followMessages);
  const { locale } = useLocale();
  if (record.contacts.length === 0) return <Typography color="text.secondary">{t.noContacts}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }}>
      {record.contacts.map((contact) => (
        <li key={contact.id}>
          <Typography variant="body2">
            {formatDateTime(contact.contactedAt)} ·{' '}
            {contact.method ? dictEntryLabel(CONTACT_METHODS, contact.method, locale) : f.methodUnknown} ·{' '}
            {dictEntryLabel(RECRUIT_RESULT, contact.result, locale)}
            {contact.reason && ` · ${dictEntryLabel(UNWILLING_REASONS, contact.reason, locale)}`}
            {contact.nextFollowUp && ` · ${t.nextFollowUp} ${contact.nextFollowUp}`} · {f.contactBy} {contact.actorName}
          </Typography>
          {contact.note && (
            <Typography variant="body2" color="text.secondary">
              {contact.note}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}

/**
 * 入组筛选, or why not: a disabled button keeps its place and its reason is tied to it
 * (aria-describedby), so a screen reader reads both; without the role's button only the
 * reason shows.
 */
function EnrolButton({ block, onClick }: { block: EnrolBlock | null; onClick: () => void }) {
  const t = useMessages(recordMessages);
  const { locale } = useLocale();
  const reasonId = useId();
  const reason = block === null ? null : dictEntryLabel(ENROL_BLOCKS, block, locale);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {block !== 'role' && (
        <Button
          variant="contained"
          disabled={block !== null}
          onClick={onClick}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t.enrol}
        </Button>
      )}
      {reason && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {reason}
        </Typography>
      )}
    </Stack>
  );
}

function Actions({ record }: { record: PatientRecord }) {
  const t = useMessages(recordMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const { projectId } = record;
  const { suggest } = useCandidateActions(projectId);
  const [dialog, setDialog] = useState<'contact' | 'enrol'>();
  const canFollow = access.hasProjectButton(projectId, 'recruit:follow');
  const canEnrol = access.hasProjectButton(projectId, 'subject:create');
  const close = () => setDialog(undefined);
  const block = enrolBlock({
    canEnrol,
    projectRecruiting: record.projectRecruiting,
    matchStatus: record.match?.status ?? null,
    recruitResult: record.recruitResult,
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {record.suggested && <Chip color="primary" label={t.suggestedTag} />}
      {canFollow && (
        <Button
          loading={suggest.isPending}
          onClick={() =>
            suggest.mutate({ projectId, id: record.id, version: record.version, suggested: !record.suggested })
          }
        >
          {record.suggested ? t.cancelSuggest : t.suggest}
        </Button>
      )}
      {canFollow && <Button onClick={() => setDialog('contact')}>{t.recordContact}</Button>}
      {!record.subject && <EnrolButton block={block} onClick={() => setDialog('enrol')} />}
      {record.subject && (
        <>
          <Typography>
            {format(t.subject, {
              number: record.subject.subjectNumber,
              status:
                SUBJECT_STATUS_LABELS[record.subject.status as keyof typeof SUBJECT_STATUS_LABELS]?.[locale] ??
                record.subject.status,
            })}
          </Typography>
          <RouterLink to="/staff/projects/$projectId/subjects" params={{ projectId }}>
            {t.openSubject}
          </RouterLink>
        </>
      )}
      {dialog === 'contact' && (
        <ContactDialog
          projectId={projectId}
          patientId={record.id}
          version={record.version}
          addedAt={record.createdAt}
          onClose={close}
        />
      )}
      {dialog === 'enrol' && (
        <EnrolDialog projectId={projectId} patientId={record.id} version={record.version} onClose={close} />
      )}
    </Stack>
  );
}

export function PatientRecordPage({ projectId, patientId }: { projectId: number; patientId: number }) {
  const t = useMessages(recordMessages);
  const record = useQuery(candidateQueries.record(projectId, patientId));
  const back = (
    <RouterLink to="/staff/projects/$projectId/candidates" params={{ projectId }}>
      {t.back}
    </RouterLink>
  );
  if (record.isPending) return <Skeleton variant="rectangular" height={240} aria-label={t.title} />;
  if (record.isError || !record.data) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert" action={<Button onClick={() => void record.refetch()}>{t.retry}</Button>}>
          {t.loadFailed}
        </Alert>
        {back}
      </Stack>
    );
  }
  const data = record.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <MatchStatusTag status={data.match?.status ?? null} />
      </Stack>
      <Actions record={data} />
      <Identity record={data} />
      <Health record={data} />
      <Section title={t.reasons}>
        <MatchReasons match={data.match} />
      </Section>
      <Section title={t.contacts}>
        <Contacts record={data} />
      </Section>
      {back}
    </Stack>
  );
}
