/**
 * A project funnel per research centre: the selector that narrows the page to one centre, and
 * the table of every centre's stage counts with their total (the candidate stages are our own
 * hospital's patients, so other centres show screening and enrolment only).
 */
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { CentreFunnel } from '../../../../../shared/api/recruitment/funnel';
import { FUNNEL_STAGES, FUNNEL_STAGE_LABELS, emptyFunnelCounts } from '../../../../../shared/domain/recruitment/funnel';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { funnelMessages } from '../messages';

const ALL = 'all';

export function CentreSelector({
  centres,
  centreId,
  onChange,
}: {
  centres: CentreFunnel[];
  centreId: number | undefined;
  onChange: (centreId: number | undefined) => void;
}) {
  const t = useMessages(funnelMessages);
  return (
    <TextField
      select
      size="small"
      label={t.centre}
      value={centreId === undefined ? ALL : String(centreId)}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      sx={{ minWidth: 240, alignSelf: 'flex-start' }}
    >
      <MenuItem value={ALL}>{t.allCentres}</MenuItem>
      {centres.map((centre) => (
        <MenuItem key={centre.centreId} value={String(centre.centreId)}>
          {centre.isOwn ? `${centre.name}${t.ownCentre}` : centre.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CentreBreakdownTable({ centres }: { centres: CentreFunnel[] }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  const total = emptyFunnelCounts();
  for (const centre of centres) for (const stage of FUNNEL_STAGES) total[stage] += centre.counts[stage];
  return (
    <TableContainer>
      <Table size="small" aria-label={t.centresTable}>
        <TableHead>
          <TableRow>
            <TableCell>{t.centre}</TableCell>
            {FUNNEL_STAGES.map((stage) => (
              <TableCell key={stage} align="right">
                {FUNNEL_STAGE_LABELS[stage][locale]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {centres.map((centre) => (
            <TableRow key={centre.centreId}>
              <TableCell component="th" scope="row">
                {centre.isOwn ? `${centre.name}${t.ownCentre}` : centre.name}
              </TableCell>
              {FUNNEL_STAGES.map((stage) => (
                <TableCell key={stage} align="right">
                  {centre.counts[stage]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {t.total}
            </TableCell>
            {FUNNEL_STAGES.map((stage) => (
              <TableCell key={stage} align="right" sx={{ fontWeight: 500 }}>
                {total[stage]}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
