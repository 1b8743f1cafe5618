/** An invoice's detail in a side drawer: its figures (holdback, payable now, received) and its lines. */
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_STATUS_LABELS } from '../../../../../shared/domain/finance/codes';
import { formatFen } from '../../../../../shared/domain/money';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RecordListTable } from '../../../../ui/record-list-table';
import { receivableMessages } from '../messages';
import { receivableQueries } from '../queries';

export function InvoiceDrawer({ projectId, id, onClose }: { projectId: number; id: number; onClose: () => void }) {
  const t = useMessages(receivableMessages);
  const { locale } = useLocale();
  const detail = useQuery(receivableQueries.invoice(projectId, id));
  const name = detail.data ? (detail.data.number ?? t.draftLabel) : '';
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Stack spacing={2} sx={{ p: 2 }} role="region" aria-label={format(t.detailTitle, { name })}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {format(t.detailTitle, { name })}
          </Typography>
          <Button onClick={onClose}>{t.close}</Button>
        </Stack>
        {detail.data && (
          <Typography color="text.secondary">
            {[
              detail.data.payer,
              PAYMENT_STATUS_LABELS[detail.data.shownStatus][locale],
              `${t.amount} ${formatFen(detail.data.amountFen)}`,
              `${t.holdback} ${formatFen(detail.data.holdbackFen)}`,
              `${t.payableNow} ${formatFen(detail.data.payableNowFen)}`,
              `${t.receivedCol} ${formatFen(detail.data.receivedFen)}`,
              detail.data.voidReason ? `${t.reason} ${detail.data.voidReason}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
        <RecordListTable
          label={t.lines}
          columns={[t.description, t.amount]}
          loading={detail.isPending}
          failed={detail.isError}
          empty={(detail.data?.lines.length ?? 0) === 0}
          onRetry={() => void detail.refetch()}
        >
          {(detail.data?.lines ?? []).map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{formatFen(line.amountFen)}</TableCell>
            </TableRow>
          ))}
        </RecordListTable>
      </Stack>
    </Drawer>
  );
}
