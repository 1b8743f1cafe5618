/** The "扫码" button beside a kit-number field: opens the camera dialog and hands back the kit number read. */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { scanningMessages } from '../messages';
import { ScanDialog } from './scan-dialog';

export function ScanButton({ projectId, onScanned }: { projectId: number; onScanned: (kitNumber: string) => void }) {
  const t = useMessages(scanningMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" aria-label={t.scanKit} onClick={() => setOpen(true)}>
        {t.scan}
      </Button>
      {open && (
        <ScanDialog
          projectId={projectId}
          onScanned={(kitNumber) => {
            setOpen(false);
            onScanned(kitNumber);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
