/**
 * Import projects from a spreadsheet: pick a file, see the server's check of every row
 * (row, column, reason), then import all rows as drafts, or fix the file and pick it again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_MAX_BYTES,
  projectImportEndpoint,
  projectTemplateEndpoint,
} from '../../../../../shared/api/study/project-transfer';
import { showInfo } from '../../../../lib/feedback';
import { callEndpointWithTip, callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import type { SpreadsheetImportBody } from '../../../../lib/use-spreadsheet-import';
import { SpreadsheetImportDialog } from '../../../../ui/spreadsheet-import-dialog';
import { authKeys } from '../../../access';
import { projectManageMessages } from '../messages';
import { projectManageKeys } from '../queries';

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(projectManageMessages);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async (body: SpreadsheetImportBody) =>
      (await callEndpointWithTip(projectImportEndpoint, { body })).data,
  });
  return (
    <SpreadsheetImportDialog
      title={t.importTitle}
      // This catalogue words a failed template download as a failed export.
      texts={{ ...t, downloadFailed: t.exportFailed }}
      send={send}
      maxBytes={IMPORT_MAX_BYTES}
      fetchTemplate={(kind) => callFileEndpoint(projectTemplateEndpoint, { query: { format: kind } })}
      templateName="project-import-template"
      checkPassedText={(report) => format(t.checkPassed, { rows: report.rows })}
      onApplied={async (answer) => {
        showInfo({ text: format(t.imported, { rows: answer.createdIds.length }) });
        await queryClient.refetchQueries({ queryKey: authKeys.who() });
        await queryClient.invalidateQueries({ queryKey: projectManageKeys.all() });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
