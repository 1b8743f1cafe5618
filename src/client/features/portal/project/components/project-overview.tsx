import Box from '@mui/material/Box';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { CriteriaText } from '../../../../ui/criteria-text';
import { dictLabel, siteQueries } from '../../../../lib/site-queries';
import { projectMessages } from '../messages';
import { projectQueries } from '../queries';
import { FactList } from './fact-list';
import { OutpatientTable } from './outpatient-table';
import { OverviewDialog, useOverviewDialog } from './overview-dialog';
import { OverviewSection } from './overview-section';
import { ProcessSteps } from './process-steps';
import { contactFacts, projectFacts } from './project-facts';
import { ProjectHeader } from './project-header';
import { SelfCheckButton } from './self-check-button';

export interface ProjectOverviewProps {
  projectId: number;
  /** RECRUIT-SIGN from the host system: inner (embedded) mode, data fetched by POST with it. */
  sign?: string;
  /** The host system's patient; informational here (the sign carries the binding one). */
  patientId?: string;
  /** A signed-in staff preview of a project, published or not (staff endpoints, memory only). */
  preview?: boolean;
  /** 1 on its own page; 2 inside a dialog that has its own title. */
  headingLevel?: 1 | 2;
}

/** The form-config prefix of the share QR: undefined while loading, null when not configured. */
function useShareUrl(projectId: number): string | null | undefined {
  const { data, isError } = useQuery(siteQueries.formConfig());
  if (isError) return null;
  if (!data) return undefined;
  const prefix = data.recruitShareUrl;
  return prefix ? `${prefix}${projectId}` : null;
}

/**
 * Everything a patient needs to know about one project (SPEC §2 detail route), in the
 * SPEC's order. Used by the detail page and by the home page's project dialog. It suspends
 * until the project detail is there; the rest (site settings, dictionaries, doctors) fill in.
 */
export function ProjectOverview({
  projectId,
  sign,
  patientId,
  preview = false,
  headingLevel = 1,
}: ProjectOverviewProps) {
  const t = useMessages(projectMessages);
  const { locale } = useLocale();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId, sign, preview));
  const site = useQuery(siteQueries.info()).data?.site;
  const dictionaries = useQuery(siteQueries.dictionaries()).data;
  const shareUrl = useShareUrl(projectId);
  const dialog = useOverviewDialog();
  const ids = { title: useId(), facts: useId(), process: useId(), doctors: useId(), contact: useId() };
  const criteria = { inclusion: useId(), exclusion: useId() };
  const section = (title: string, titleId: string) => ({ title, titleId, headingLevel });

  return (
    <Box
      component="article"
      aria-labelledby={ids.title}
      data-project-id={project.id}
      data-mode={preview ? 'preview' : sign ? 'inner' : 'public'}
      data-patient-id={patientId}
    >
      <ProjectHeader
        name={project.name}
        titleId={ids.title}
        headingLevel={headingLevel}
        shareUrl={shareUrl}
        logoSrc={site ? (site.indexLogo ?? site.loginLogo) : undefined}
        status={project.recruitStatus}
        statusLabel={dictLabel(dictionaries, DictCode.recruitStatus, project.recruitStatus, locale)}
        onConsult={() => dialog.show({ kind: 'consult' })}
        onSignUp={() => dialog.show({ kind: 'signUp' })}
        // For the public page only: a staff preview may show a draft, and the embedded (inner)
        // mode reads nothing from the public endpoints (its patient is known to the hospital).
        actions={preview || sign ? undefined : <SelfCheckButton projectId={projectId} />}
      />
      <OverviewSection {...section(t.facts, ids.facts)}>
        <FactList facts={projectFacts(project, t, dictionaries, locale)} />
      </OverviewSection>
      <OverviewSection {...section(t.process, ids.process)}>
        <ProcessSteps labelledBy={ids.process} />
      </OverviewSection>
      <OverviewSection {...section(t.outpatients, ids.doctors)}>
        <OutpatientTable
          projectId={projectId}
          sign={sign}
          preview={preview}
          labelledBy={ids.doctors}
          onBook={(outpatient) => dialog.show({ kind: 'book', outpatient })}
        />
      </OverviewSection>
      <OverviewSection {...section(t.contact, ids.contact)}>
        <FactList facts={contactFacts(project, t)} />
      </OverviewSection>
      <OverviewSection {...section(t.inclusionCriteria, criteria.inclusion)}>
        <CriteriaText text={project.inclusionCriteria} labelledBy={criteria.inclusion} />
      </OverviewSection>
      <OverviewSection {...section(t.exclusionCriteria, criteria.exclusion)}>
        <CriteriaText text={project.exclusionCriteria} labelledBy={criteria.exclusion} />
      </OverviewSection>
      <OverviewDialog open={dialog.state.open} content={dialog.state.content} onClose={dialog.close} />
    </Box>
  );
}
