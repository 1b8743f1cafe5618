import Chip from '@mui/material/Chip';
import { recruitStatusTone } from '../../shared/domain/portal/recruit-status';

/** MUI palette colour for each tone of SPEC §4 (danger is MUI's 'error'). */
const chipColour = {
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'error',
  neutral: 'default',
} as const;

/** The coloured recruitment status tag; `label` is the dictionary's display name. */
export function RecruitStatusTag({ status, label }: { status: string; label: string }) {
  const tone = recruitStatusTone(status);
  return <Chip size="small" color={chipColour[tone]} label={label || status} data-tone={tone} />;
}
