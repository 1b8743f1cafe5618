/**
 * '导出' / 'Export' on a list: downloads the list's Excel export with the filters it shows
 * now (the export endpoint takes the list's querystring without paging). A refusal (too many
 * rows, no permission) is shown as the server words it.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { showInfo } from '../lib/feedback';
import { failureText } from '../lib/field-problem';
import { saveBlob } from '../lib/file-transfer';
import { useMessages } from '../lib/i18n';
import { exportButtonMessages } from './export-button-messages';

export interface ExportButtonProps {
  /** Calls the list's export endpoint (`callFileEndpoint`) with the filters shown now. */
  fetchFile: () => Promise<Blob>;
  /** The downloaded file's name without the extension ('ae', 'visits'). */
  fileName: string;
}

export function ExportButton({ fetchFile, fileName }: ExportButtonProps) {
  const t = useMessages(exportButtonMessages);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchFile(), `${fileName}.xlsx`);
    } catch (failure) {
      showInfo({ text: failureText(failure, t.exportFailed) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} disabled={busy}>
      {busy ? t.exporting : t.export}
    </Button>
  );
}
