/**
 * A printable A4 sheet of pack labels: on each, the QR code of the pack's label code
 * (`CTP1:{projectId}:{kitNumber}`, shared/domain/drugs/label-code.ts) and, in text, the kit
 * number, the drug, the batch and the expiry. A label carries no arm: a blinded kit's arm
 * is never printed.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { labelCode } from '../../../../../shared/domain/drugs/label-code';
import { format, useMessages } from '../../../../lib/i18n';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { scanningMessages } from '../messages';

/** What one label shows (nothing about the arm). */
export interface PackLabel {
  kitNumber: string;
  product: string;
  batchNumber: string;
  expiryDate: string;
}

const sheet = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '4mm',
  mt: 2,
  '@media print': { gap: '3mm', mt: 0 },
} as const;

const label = {
  border: '1px dashed',
  borderColor: 'grey.500',
  p: '2mm',
  display: 'flex',
  gap: '2mm',
  alignItems: 'center',
  breakInside: 'avoid',
  minHeight: '34mm',
} as const;

function Label({ projectId, pack }: { projectId: number; pack: PackLabel }) {
  const t = useMessages(scanningMessages);
  return (
    <Box
      component="section"
      sx={label}
      aria-label={format(t.labelOf, { kit: pack.kitNumber })}
      data-testid="pack-label"
    >
      <QRCodeSVG
        value={labelCode(projectId, pack.kitNumber)}
        size={104}
        level="M"
        marginSize={2}
        title={pack.kitNumber}
        style={{ width: '26mm', height: '26mm', flex: 'none' }}
      />
      <Box sx={{ minWidth: 0, fontSize: '9pt', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
        <Typography component="div" sx={{ fontWeight: 700, fontSize: '10.5pt' }} data-testid="label-kit">
          {pack.kitNumber}
        </Typography>
        <div>{pack.product}</div>
        <div>
          {t.batch}：{pack.batchNumber}
        </div>
        <div>
          {t.expiry}：{pack.expiryDate}
        </div>
      </Box>
    </Box>
  );
}

export function LabelSheet(props: {
  title: string;
  projectId: number;
  projectName?: string;
  packs: PackLabel[] | undefined;
  loading: boolean;
  failed: boolean;
  missing?: string;
}) {
  const { projectId, packs } = props;
  const t = useMessages(scanningMessages);
  return (
    <PrintPage
      title={props.title}
      header={props.projectName ? { projectName: props.projectName } : undefined}
      loading={props.loading}
      failed={props.failed}
    >
      {props.missing && <Typography sx={{ mt: 2 }}>{props.missing}</Typography>}
      {packs && (
        <>
          <Typography variant="body2" sx={{ my: 1 }} data-print-hide data-testid="label-count">
            {packs.length === 0 ? t.noLabels : format(t.labelCount, { count: packs.length })}
          </Typography>
          <Box sx={sheet}>
            {packs.map((pack) => (
              <Label key={pack.kitNumber} projectId={projectId} pack={pack} />
            ))}
          </Box>
        </>
      )}
    </PrintPage>
  );
}
