/** The project's finance figures at the top of the receivables page: earned, invoiced, received, outstanding, uninvoiced. */
import Paper from '@mui/material/Paper';
import type { ProjectFigures } from '../../../../../shared/api/finance/summary';
import { formatFen } from '../../../../../shared/domain/money';
import { useMessages } from '../../../../lib/i18n';
import { Facts } from '../../../../ui/facts';
import { receivableMessages } from '../messages';

export function FiguresStrip({ figures }: { figures: ProjectFigures }) {
  const t = useMessages(receivableMessages);
  const money = (fen: number) => `${formatFen(fen)} ${figures.currency}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.figures}>
      <Facts
        items={[
          [t.earned, money(figures.earnedFen)],
          [t.invoiced, money(figures.invoicedFen)],
          [t.received, money(figures.receivedFen)],
          [t.outstanding, money(figures.outstandingFen)],
          [t.uninvoiced, money(figures.uninvoicedFen)],
        ]}
      />
    </Paper>
  );
}
