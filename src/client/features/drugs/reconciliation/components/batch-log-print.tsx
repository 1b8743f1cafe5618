/**
 * A batch's drug accountability log as printed (A4): every ledger movement of the batch's
 * packs, oldest first (time, movement, kit, pharmacy and state, signed quantity, who, the
 * record behind it) with the running balance, the batch's reconciliation line at the bottom,
 * then the signing part.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { BatchLog } from '../../../../../shared/api/drugs/accountability';
import { MOVEMENTS, STOCK_STATE_LABELS } from '../../../../../shared/domain/drugs/stock';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { PrintTable } from '../../../../ui/print-page/print-table';
import { useStaffAccess } from '../../../access';
import { reconciliationMessages } from '../messages';
import { reconciliationQueries } from '../queries';
import { LogSigning } from './log-signing';

const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : String(quantity));

export function BatchLogTables({ log }: { log: BatchLog }) {
  const t = useMessages(reconciliationMessages);
  const { locale } = useLocale();
  const { batch } = log;
  const line = [
    `${t.received} ${batch.received}`,
    `${t.inStock} ${batch.inStock}`,
    `${t.dispensed} ${batch.dispensed}`,
    `${t.returned} ${batch.returned}`,
    `${t.recovered} ${batch.recovered}`,
    batch.difference === 0 ? `${t.difference} 0` : format(t.mismatch, { count: batch.difference }),
    batch.closed ? t.closed : t.open,
  ].join(' · ');
  return (
    <>
      <Box component="section" sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t.movements}
        </Typography>
        <PrintTable
          empty={t.noMovement}
          columns={[t.day, t.movement, t.kit, t.warehouse, t.quantity, t.balance, t.who, t.reference]}
          rows={log.movements.map((row) => [
            formatDateTime(row.at),
            MOVEMENTS[row.movement].label[locale],
            row.kitNumber,
            `${row.warehouseName}（${STOCK_STATE_LABELS[row.state][locale]}）`,
            signed(row.quantity),
            String(row.balance),
            row.createdBy,
            row.reference,
          ])}
        />
      </Box>
      <Typography
        sx={{ mt: 1, fontWeight: 700, color: batch.difference !== 0 ? 'error.main' : undefined }}
        data-testid="reconciliation-line"
      >
        {t.reconciliationLine}：{line}
      </Typography>
    </>
  );
}

export function BatchLogPrint(props: { projectId: number; productId: number; batchNumber: string }) {
  const { projectId, productId, batchNumber } = props;
  const t = useMessages(reconciliationMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const query = useQuery(reconciliationQueries.batchLog(projectId, productId, batchNumber));
  const log = query.data?.log;
  const name = log ? `${log.batch.productName} ${log.batch.batchNumber}` : batchNumber;
  return (
    <PrintPage
      title={t.batchLogTitle}
      header={project ? { projectName: project.projectName } : undefined}
      loading={query.isPending}
      failed={query.isError}
    >
      {log && query.data && (
        <>
          <Typography sx={{ mt: 1 }} data-testid="log-batch">
            {t.product}：{log.batch.productName} · {t.batch}：{log.batch.batchNumber} · {t.expiry}：
            {log.batch.expiryDate}
          </Typography>
          <BatchLogTables log={log} />
          <LogSigning
            target={{ projectId, kind: 'batch', productId, batchNumber }}
            name={`${t.batchLogTitle} ${name}`}
            signatures={query.data.signatures}
          />
        </>
      )}
    </PrintPage>
  );
}
