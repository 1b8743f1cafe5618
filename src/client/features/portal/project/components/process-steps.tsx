import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';

/**
 * The four steps of taking part (SPEC §1) as a numbered stepper. It describes a process
 * rather than tracking progress, so every step is drawn active. Vertical on phones.
 */
export function ProcessSteps({ labelledBy }: { labelledBy?: string }) {
  const t = useMessages(projectMessages);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const steps = [t.step1, t.step2, t.step3, t.step4];
  return (
    <Stepper aria-labelledby={labelledBy} orientation={narrow ? 'vertical' : 'horizontal'} alternativeLabel={!narrow}>
      {steps.map((label) => (
        <Step key={label} active>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
