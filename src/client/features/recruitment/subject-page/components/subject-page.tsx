/**
 * One subject's page (受试者详情, issue 24 item 1): a header with the subject's number, status
 * and the moves allowed now (the subjects list's own dialogs), a table of contents, and one
 * section per part: identity, consent, screening and enrolment, randomisation, status history,
 * visits, AEs, SAEs, con-meds, deviations, contacts and the audit trail.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubjectPage as SubjectPageData } from '../../../../../shared/api/recruitment/subject-page';
import {
  SUBJECT_ACTION_BUTTONS,
  SUBJECT_ACTION_LABELS,
  SUBJECT_STATUS_LABELS,
  type SubjectAction,
  allowedSubjectActions,
} from '../../../../../shared/domain/recruitment/subject-status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { InvalidDialog } from '../../subjects/components/invalid-dialog';
import { StatusDialog } from '../../subjects/components/status-dialog';
import { SubjectDialog } from '../../subjects/components/subject-dialog';
import { subjectPageMessages } from '../messages';
import { subjectPageQueries } from '../queries';
import { SubjectMarks } from '../../../quality';
import { SubjectDrugs } from '../../../drugs';
import { SubjectSubsidies } from '../../../finance';
import { type SectionId, SECTION_IDS, Section, sectionAnchor } from './page-parts';
import { ConsentDialog, RandomiseDialog } from './subject-page-dialogs';
import {
  ConsentSection,
  IdentitySection,
  RandomisationSection,
  ScreeningSection,
  StatusHistorySection,
} from './subject-facts';
import {
  AeSection,
  AuditSection,
  ConMedSection,
  ContactsSection,
  DeviationSection,
  SaeSection,
  VisitsSection,
} from './subject-records';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

type Dialog = 'consent' | 'randomise' | 'edit' | Exclude<SubjectAction, 'delete'>;

function PageDialog({
  projectId,
  page,
  dialog,
  onClose,
}: {
  projectId: number;
  page: SubjectPageData;
  dialog: Dialog;
  onClose: () => void;
}) {
  const today = useHospitalToday();
  const { subject } = page;
  if (dialog === 'consent') return <ConsentDialog projectId={projectId} page={page} today={today} onClose={onClose} />;
  if (dialog === 'randomise')
    return <RandomiseDialog projectId={projectId} page={page} today={today} onClose={onClose} />;
  if (dialog === 'edit')
    return <SubjectDialog projectId={projectId} subject={subject} today={today} onClose={onClose} />;
  if (dialog === 'setInvalid') return <InvalidDialog projectId={projectId} subject={subject} onClose={onClose} />;
  return <StatusDialog projectId={projectId} subject={subject} action={dialog} today={today} onClose={onClose} />;
}

function Contents({ titles }: { titles: Record<SectionId, string> }) {
  const t = useMessages(subjectPageMessages);
  return (
    <Stack
      component="nav"
      aria-label={t.sections}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {SECTION_IDS.filter((id) => titles[id]).map((id) => (
        <Link key={id} href={`#${sectionAnchor(id)}`} variant="body2">
          {titles[id]}
        </Link>
      ))}
    </Stack>
  );
}

export function SubjectPage({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(subjectPageMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const query = useQuery(subjectPageQueries.page(projectId, subjectId));
  const [dialog, setDialog] = useState<Dialog>();
  const number = query.data?.subject.subjectNumber;
  useDocumentTitle(number ? `${t.title} ${number}` : t.title);
  if (query.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!query.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  }
  const page = query.data;
  const { subject } = page;
  const can = (button: Parameters<typeof access.hasProjectButton>[1]) => access.hasProjectButton(projectId, button);
  const moves = allowedSubjectActions(subject).filter(
    (action): action is Exclude<SubjectAction, 'delete'> => action !== 'delete' && can(SUBJECT_ACTION_BUTTONS[action]),
  );
  const factsProps = {
    projectId,
    page,
    canOpenPatient: access.hasProjectPage(projectId, 'RecruitCandidates'),
    canConsent: can('subject:create') && !subject.invalid,
    canRandomiseNow: can('subject:status'),
    onOpen: setDialog,
  };
  const titles: Record<SectionId, string> = {
    identity: t.identity,
    consent: t.consent,
    screening: t.screening,
    randomisation: t.randomisation,
    statusHistory: t.statusHistory,
    visits: t.visits,
    aes: t.aes,
    saes: t.saes,
    conMeds: t.conMeds,
    sdv: access.hasProjectPage(projectId, 'MonitoringQueries') ? t.sdv : '',
    drugs: access.hasProjectPage(projectId, 'DrugDispensing') ? t.drugs : '',
    subsidies: access.hasProjectPage(projectId, 'FinanceSubsidies') ? t.subsidies : '',
    deviations: t.deviations,
    contacts: t.contacts,
    audit: t.audit,
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t.title} · {subject.subjectNumber}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            <Typography color="text.secondary">{subject.initials}</Typography>
            <Chip size="small" label={SUBJECT_STATUS_LABELS[subject.status][locale]} />
            {page.randomisation.arm && <Chip size="small" variant="outlined" label={page.randomisation.arm} />}
          </Stack>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {can('subject:create') && !subject.invalid && <Button onClick={() => setDialog('edit')}>{t.edit}</Button>}
          {moves.map((action) => (
            <Button key={action} onClick={() => setDialog(action)}>
              {SUBJECT_ACTION_LABELS[action][locale]}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Contents titles={titles} />
      <IdentitySection {...factsProps} />
      <ConsentSection {...factsProps} />
      <ScreeningSection {...factsProps} />
      <RandomisationSection {...factsProps} />
      <StatusHistorySection {...factsProps} />
      <VisitsSection projectId={projectId} page={page} />
      <AeSection projectId={projectId} page={page} />
      <SaeSection projectId={projectId} page={page} />
      <ConMedSection projectId={projectId} page={page} />
      {titles.sdv && (
        <Section id="sdv" title={titles.sdv}>
          <SubjectMarks projectId={projectId} subjectId={subject.id} />
        </Section>
      )}
      {titles.drugs && (
        <Section id="drugs" title={titles.drugs}>
          <SubjectDrugs projectId={projectId} subjectId={subject.id} />
        </Section>
      )}
      {titles.subsidies && (
        <Section id="subsidies" title={titles.subsidies}>
          <SubjectSubsidies projectId={projectId} subjectId={subject.id} />
        </Section>
      )}
      <DeviationSection projectId={projectId} page={page} />
      <ContactsSection projectId={projectId} page={page} />
      <AuditSection projectId={projectId} page={page} />
      {dialog && <PageDialog projectId={projectId} page={page} dialog={dialog} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
