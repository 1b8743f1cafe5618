import type { Project } from '../../../../../shared/api/portal/portal';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { formatDate } from '../../../../lib/dates';
import type { Locale } from '../../../../lib/i18n';
import { dictLabel } from '../../../../lib/site-queries';
import type { ProjectText } from '../messages';
import { ContactPhone } from './contact-phone';
import type { Fact } from './fact-list';

type Dictionaries = Parameters<typeof dictLabel>[0];

/** The project's key facts in the SPEC's order: sponsor ... lead doctor. */
export function projectFacts(project: Project, t: ProjectText, dictionaries: Dictionaries, locale: Locale): Fact[] {
  return [
    { label: t.sponsor, value: project.sponsorName },
    { label: t.trialDrug, value: project.trialMedicine },
    { label: t.startDate, value: formatDate(project.actionTime) },
    { label: t.disease, value: project.testedDiseases },
    { label: t.indication, value: project.indication },
    { label: t.target, value: dictLabel(dictionaries, DictCode.targetSpot, project.targetSpot, locale) },
    { label: t.treatmentPlan, value: project.treatMethod, wide: true },
    { label: t.researchPurpose, value: project.target, wide: true },
    { label: t.leadDoctor, value: project.researchName },
  ];
}

/** The hospital contact person and the masked phone (a button that shows a call QR). */
export function contactFacts(project: Project, t: ProjectText): Fact[] {
  const phone = project.studyChargerMobile?.trim();
  return [
    { label: t.contactPerson, value: project.studyChargerName },
    { label: t.contactPhone, value: phone ? <ContactPhone phone={phone} /> : null },
  ];
}
