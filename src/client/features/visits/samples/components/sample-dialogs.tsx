/**
 * A sample's printable label (its code as a QR code and in text, with subject, type and
 * collection time; the drug packs' label style) and its chain of custody, one row per move.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import type { Sample } from '../../../../../shared/api/visits/samples';
import { formatHospitalTime } from '../../../../../shared/domain/hospital-time';
import { SAMPLE_STATUS_LABELS, SAMPLE_TYPE_LABELS } from '../../../../../shared/domain/visits/samples';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { samplesMessages } from '../messages';
import { sampleQueries } from '../queries';

export const atHospital = (iso: string) => formatHospitalTime(Date.parse(iso), 'YYYY-MM-DD HH:mm');

export function SampleLabelDialog({ sample, onClose }: { sample: Sample; onClose: () => void }) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{format(t.labelOf, { code: sample.sampleCode })}</DialogTitle>
      <DialogContent>
        <Box
          component="section"
          data-testid="sample-label"
          sx={{ display: 'flex', gap: 2, alignItems: 'center', border: '1px dashed', borderColor: 'grey.500', p: 1 }}
        >
          <QRCodeSVG value={sample.sampleCode} size={96} level="M" marginSize={2} title={sample.sampleCode} />
          <Box sx={{ fontSize: '9pt', lineHeight: 1.4 }}>
            <Box sx={{ fontWeight: 700, fontSize: '11pt' }}>{sample.sampleCode}</Box>
            <div>{sample.subjectNumber}</div>
            <div>{SAMPLE_TYPE_LABELS[sample.sampleType][locale]}</div>
            <div>{atHospital(sample.collectedAt)}</div>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>{t.print}</Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function CustodyDialog({
  projectId,
  sample,
  onClose,
}: {
  projectId: number;
  sample: Sample;
  onClose: () => void;
}) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const custody = useQuery(sampleQueries.custody(projectId, sample.id));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{format(t.custodyOf, { code: sample.sampleCode })}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t.when}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.where}</TableCell>
              <TableCell>{t.who}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(custody.data ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{atHospital(row.at)}</TableCell>
                <TableCell>{SAMPLE_STATUS_LABELS[row.toStatus][locale]}</TableCell>
                <TableCell>{row.position ?? ''}</TableCell>
                <TableCell>{row.actorName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
