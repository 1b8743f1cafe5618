/** The PV status chip of a SUSAR or DSUR report (the due and record status chips are shared in ui/safety-status-chips). */
import Chip from '@mui/material/Chip';
import { PV_STATUS, type PvStatus } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { useLocale } from '../../../../lib/i18n';

const PV_COLORS: Record<PvStatus, 'default' | 'info' | 'warning' | 'success'> = {
  new: 'default',
  waiting: 'info',
  auditing: 'warning',
  accepted: 'success',
};

export function PvChip({ pvStatus }: { pvStatus: PvStatus }) {
  const { locale } = useLocale();
  return <Chip size="small" color={PV_COLORS[pvStatus]} label={dictEntryLabel(PV_STATUS, pvStatus, locale)} />;
}
