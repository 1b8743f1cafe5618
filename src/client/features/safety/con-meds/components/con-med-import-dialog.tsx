/**
 * Importing concomitant medications from a spreadsheet: template download, the server's
 * check of every row (row, column, reason) with how many are on the lists, then all rows or none.
 */
import { CON_MED_IMPORT_MAX_BYTES, conMedTemplateEndpoint } from '../../../../../shared/api/safety/con-meds';
import { showInfo } from '../../../../lib/feedback';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { SpreadsheetImportDialog } from '../../../../ui/spreadsheet-import-dialog';
import { conMedMessages } from '../messages';
import { useConMedActions } from '../use-con-med-actions';

export function ConMedImportDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(conMedMessages);
  const { importFile } = useConMedActions(projectId);
  return (
    <SpreadsheetImportDialog
      title={t.importTitle}
      texts={t}
      send={importFile}
      maxBytes={CON_MED_IMPORT_MAX_BYTES}
      fetchTemplate={(kind) =>
        callFileEndpoint(conMedTemplateEndpoint, { params: { projectId }, query: { format: kind } })
      }
      templateName="con-med-template"
      checkPassedText={(report) => format(t.checkPassed, { rows: report.rows, flagged: report.flagged })}
      onApplied={(answer) => {
        showInfo({ text: format(t.imported, { created: answer.created }) });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
