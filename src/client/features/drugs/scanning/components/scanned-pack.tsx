/** The pack a scan found in the project's stock (drug, batch, expiry, where and how many), or that it is not in stock. */
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '../../../../lib/i18n';
import { scanningMessages } from '../messages';
import { scanningQueries } from '../queries';

export function ScannedPack({ projectId, kitNumber }: { projectId: number; kitNumber: string }) {
  const t = useMessages(scanningMessages);
  const rows = useQuery(scanningQueries.pack(projectId, kitNumber)).data;
  if (!rows) return null;
  if (rows.length === 0) {
    return (
      <Alert severity="warning" role="status">
        {format(t.packNotFound, { kit: kitNumber })}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" data-testid="scanned-pack">
      {rows.map((row) => (
        <div key={`${row.warehouseId}/${row.state}`}>
          {format(t.packFound, {
            kit: row.kitNumber,
            product: `${row.productCode} ${row.productName}`,
            batch: row.batchNumber,
            expiry: row.expiryDate,
            warehouse: row.warehouseName,
            quantity: row.quantity,
            unit: row.packUnit,
          })}
        </div>
      ))}
    </Alert>
  );
}
