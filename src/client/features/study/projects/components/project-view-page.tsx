/**
 * One project in the staff suite: its name, status and publication, the header label set,
 * the actions allowed now, and tabs for its details, the edit form, the outpatient doctors
 * and the activity from the audit trail. The tab is in the URL.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { StaffProject } from '../../../../../shared/api/study/projects';
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { formatDate } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { dictLabel } from '../../../../lib/site-queries';
import { CriteriaText } from '../../../../ui/criteria-text';
import { RecruitStatusTag } from '../../../../ui/recruit-status-tag';
import { useStaffAccess } from '../../../access';
import { projectManageMessages } from '../messages';
import type { ProjectTab } from '../projects-search';
import { projectManageQueries } from '../queries';
import { DoctorsEditor } from './doctors-editor';
import { ProjectActions, ProjectStatusChips } from './project-actions';
import { ProjectActivity } from './project-activity';
import { useProjectDictionaries } from './project-fields';
import { ProjectForm } from './project-form';
import { ProjectHeaderLabels } from './project-header-labels';
import { ProjectKeyCounts } from './project-key-counts';

function ProjectInfo({ project }: { project: StaffProject }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const dictionaries = useProjectDictionaries();
  const multi = (code: string, value: string | null) => joinList(list(code, value), locale);
  const list = (code: string, value: string | null) =>
    (value ?? '')
      .split(',')
      .filter(Boolean)
      .map((key) => dictLabel(dictionaries, code, key, locale));
  const facts: [string, string | null][] = [
    [t.trialType, dictLabel(dictionaries, DictCode.clinicalResearchType, project.trialType, locale)],
    [t.trialStages, multi(DictCode.trialStages, project.trialStages)],
    [t.testedDiseases, project.testedDiseases],
    [t.pathologicType, multi(DictCode.pathologicType, project.pathologicType)],
    [t.targetSpot, dictLabel(dictionaries, DictCode.targetSpot, project.targetSpot, locale)],
    [t.trialMedicine, project.trialMedicine],
    [t.indication, project.indication],
    [t.treatMethod, project.treatMethod],
    [t.target, project.target],
    [t.runStage, project.runStage],
    [t.previousTreatmentDrug, project.previousTreatmentDrug],
    [t.studyChargerName, project.studyChargerName],
    [t.studyChargerMobile, project.studyChargerMobile],
  ];
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '12rem 1fr' }, gap: 1, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {(['inclusionCriteria', 'exclusionCriteria'] as const).map((name) => (
        <section key={name} aria-labelledby={`${name}-title`}>
          <Typography id={`${name}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t[name]}
          </Typography>
          <CriteriaText text={project[name]} labelledBy={`${name}-title`} />
        </section>
      ))}
    </Stack>
  );
}

export interface ProjectViewPageProps {
  projectId: number;
  tab: ProjectTab;
  onTabChange: (tab: ProjectTab) => void;
}

export function ProjectViewPage({ projectId, tab, onTabChange }: ProjectViewPageProps) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const detail = useQuery(projectManageQueries.detail(projectId));
  const dictionaries = useProjectDictionaries();
  const project = detail.data;
  useDocumentTitle(project ? project.name : t.title);
  if (detail.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!project) {
    return (
      <Alert severity="error" action={<Button onClick={() => void detail.refetch()}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  }
  const canEdit = access.hasProjectButton(projectId, 'project:update');
  const tabs: ProjectTab[] = canEdit ? ['info', 'edit', 'doctors', 'activity'] : ['info', 'doctors', 'activity'];
  const current = tabs.includes(tab) ? tab : 'info';
  const labels = { info: t.tabInfo, edit: t.tabEdit, doctors: t.tabDoctors, activity: t.tabActivity };
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <RecruitStatusTag
              status={project.recruitStatus}
              label={dictLabel(dictionaries, DictCode.recruitStatus, project.recruitStatus, locale)}
            />
            <ProjectStatusChips project={project} />
            {project.actionTime && <Typography color="text.secondary">{formatDate(project.actionTime)}</Typography>}
          </Stack>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          {project.status === 'terminated' && project.terminateReason && (
            <Alert severity="warning">{format(t.terminatedBecause, { reason: project.terminateReason })}</Alert>
          )}
          <ProjectHeaderLabels project={project} />
          <ProjectKeyCounts projectId={project.id} />
          <ProjectActions project={project} />
        </Stack>
      </Paper>
      <Tabs value={current} onChange={(_, next: ProjectTab) => onTabChange(next)} aria-label={project.name}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={labels[name]}
            id={`project-tab-${name}`}
            aria-controls="project-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="project-tab-panel" aria-labelledby={`project-tab-${current}`}>
        {current === 'info' && <ProjectInfo project={project} />}
        {current === 'edit' && (
          <ProjectForm
            key={project.id}
            project={project}
            onSaved={() => void detail.refetch()}
            onReload={async () => (await detail.refetch()).data}
          />
        )}
        {current === 'doctors' && (
          <DoctorsEditor project={project} canEdit={access.hasProjectButton(projectId, 'project:doctors')} />
        )}
        {current === 'activity' && <ProjectActivity projectId={projectId} />}
      </Box>
    </Stack>
  );
}
