/**
 * Importing AEs from a spreadsheet: template download, the server's check of every row
 * (row, column, reason), then all rows as drafts or none.
 */
import { AE_IMPORT_MAX_BYTES, aeTemplateEndpoint } from '../../../../../shared/api/safety/ae';
import { showInfo } from '../../../../lib/feedback';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { SpreadsheetImportDialog } from '../../../../ui/spreadsheet-import-dialog';
import { aeMessages } from '../messages';
import { useAeActions } from '../use-ae-actions';

export function AeImportDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(aeMessages);
  const { importFile } = useAeActions(projectId);
  return (
    <SpreadsheetImportDialog
      title={t.importTitle}
      texts={t}
      send={importFile}
      maxBytes={AE_IMPORT_MAX_BYTES}
      fetchTemplate={(kind) => callFileEndpoint(aeTemplateEndpoint, { params: { projectId }, query: { format: kind } })}
      templateName="ae-import-template"
      checkPassedText={(report) => format(t.checkPassed, { rows: report.rows, created: report.created })}
      onApplied={(answer) => {
        showInfo({ text: format(t.imported, { created: answer.created }) });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
