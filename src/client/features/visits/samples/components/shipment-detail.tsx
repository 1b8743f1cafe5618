/**
 * One shipment: its printable manifest (the samples in it, where each sits) and its
 * temperature log, with a reading entered by whoever holds sample:ship once it is sent.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatHospitalTime, hospitalInstant } from '../../../../../shared/domain/hospital-time';
import { SAMPLE_STATUS_LABELS, SAMPLE_TYPE_LABELS, positionName } from '../../../../../shared/domain/visits/samples';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { samplesMessages } from '../messages';
import { sampleQueries, useSampleActions } from '../queries';
import { atHospital } from './sample-dialogs';

function ReadingForm({ projectId, shipmentId }: { projectId: number; shipmentId: number }) {
  const t = useMessages(samplesMessages);
  const { temperature } = useSampleActions(projectId);
  const [readAt, setReadAt] = useState(() => formatHospitalTime(Date.now(), 'YYYY-MM-DDTHH:mm'));
  const [celsius, setCelsius] = useState('');
  const value = Number(celsius);
  const valid = celsius.trim() !== '' && Number.isFinite(value);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="datetime-local"
        label={t.readAt}
        value={readAt}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setReadAt(event.target.value)}
      />
      <TextField size="small" label={t.celsius} value={celsius} onChange={(event) => setCelsius(event.target.value)} />
      <Button
        variant="outlined"
        disabled={!valid || temperature.isPending}
        onClick={() =>
          temperature.mutate(
            { projectId, id: shipmentId, readAt: new Date(hospitalInstant(readAt)).toISOString(), celsius: value },
            { onSuccess: () => setCelsius('') },
          )
        }
      >
        {t.addReading}
      </Button>
    </Stack>
  );
}

export function ShipmentDetail(props: {
  projectId: number;
  shipmentId: number;
  canShip: boolean;
  onClose: () => void;
}) {
  const { projectId, shipmentId, canShip, onClose } = props;
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const detail = useQuery(sampleQueries.shipment(projectId, shipmentId));
  const data = detail.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{format(t.manifestTitle, { code: data?.shipment.code ?? '' })}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack spacing={2}>
            <Typography variant="body2">
              {`${t.destination}：${data.shipment.destination} · ${t.courier}：${data.shipment.courier ?? '—'}`}
            </Typography>
            <Typography variant="body2">
              {`${t.shippedAt}：${data.shipment.shippedAt ? `${atHospital(data.shipment.shippedAt)} ${data.shipment.shippedBy ?? ''}` : '—'} · ${t.receivedAt}：${data.shipment.receivedAt ? `${atHospital(data.shipment.receivedAt)} ${data.shipment.receivedBy ?? ''}` : '—'}`}
            </Typography>
            <Table size="small" aria-label={t.manifest}>
              <TableHead>
                <TableRow>
                  {[t.sampleCode, t.subject, t.sampleType, t.collectedAt, t.where, t.status].map((head) => (
                    <TableCell key={head}>{head}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.samples.map((sample) => (
                  <TableRow key={sample.id}>
                    <TableCell>{sample.sampleCode}</TableCell>
                    <TableCell>{sample.subjectNumber}</TableCell>
                    <TableCell>{SAMPLE_TYPE_LABELS[sample.sampleType][locale]}</TableCell>
                    <TableCell>{atHospital(sample.collectedAt)}</TableCell>
                    <TableCell>
                      {sample.boxLabel && sample.positionRow && sample.positionCol
                        ? `${sample.boxLabel} ${positionName(sample.positionRow, sample.positionCol)}`
                        : ''}
                    </TableCell>
                    <TableCell>{SAMPLE_STATUS_LABELS[sample.status][locale]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h6" component="h3">
              {t.temperatures}
            </Typography>
            {data.temperatures.length === 0 ? (
              <Typography variant="body2">{t.noReadings}</Typography>
            ) : (
              <Table size="small" aria-label={t.temperatures}>
                <TableBody>
                  {data.temperatures.map((reading) => (
                    <TableRow key={reading.id}>
                      <TableCell>{atHospital(reading.readAt)}</TableCell>
                      <TableCell>{`${reading.celsius.toFixed(1)} ℃`}</TableCell>
                      <TableCell>{reading.recordedBy}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {canShip && data.shipment.status !== 'draft' && (
              <ReadingForm projectId={projectId} shipmentId={shipmentId} />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>{t.print}</Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
