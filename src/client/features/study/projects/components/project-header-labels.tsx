/** The staff project view's header (SPEC §3 'Detail header label sets'): fourteen labelled values (the last, the enrolment target). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffProject } from '../../../../../shared/api/study/projects';
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { formatDate } from '../../../../lib/dates';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { dictLabel } from '../../../../lib/site-queries';
import { projectManageMessages } from '../messages';
import { useProjectDictionaries } from './project-fields';

export function ProjectHeaderLabels({ project }: { project: StaffProject }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const dictionaries = useProjectDictionaries();
  const entries: [string, string | null][] = [
    [t.projectNo, project.projectNo],
    [t.planCode, project.planCode],
    [t.approvalNumber, project.approvalNumber],
    [
      t.trialCategory,
      project.trialCategory && dictLabel(dictionaries, DictCode.registrationType, project.trialCategory, locale),
    ],
    [t.startDate, formatDate(project.actionTime)],
    [t.dept, project.deptName],
    [t.sponsor, project.sponsorName],
    [t.initiatingUnit, project.initiatingUnit],
    [t.acceptNumber, project.institutionAcceptNumber],
    [t.leadResearcher, project.researchName],
    [t.financeCode, project.financeCode],
    [t.ethicsApprovalNumber, project.ethicsApprovalNumber],
    [t.ethicsAcceptNumber, project.ethicsAcceptNumber],
    [t.enrolmentTarget, project.enrolmentTarget === null ? null : String(project.enrolmentTarget)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {entries.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
