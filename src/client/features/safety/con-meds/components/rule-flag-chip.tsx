/** The safety rules' verdict on a drug: 禁用药物 in red, 慎用药物 in orange, nothing otherwise. */
import Chip from '@mui/material/Chip';
import type { ConMedFlag } from '../../../../../shared/api/safety/con-meds';
import { useMessages } from '../../../../lib/i18n';
import { conMedMessages } from '../messages';

export function RuleFlagChip({ flag }: { flag: ConMedFlag | null }) {
  const t = useMessages(conMedMessages);
  if (flag === null) return null;
  return <Chip size="small" color={flag === 'prohibited' ? 'error' : 'warning'} label={t[flag]} />;
}
