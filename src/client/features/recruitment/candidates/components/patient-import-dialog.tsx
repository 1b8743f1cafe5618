/**
 * Importing candidates from a spreadsheet: template download, the server's check of every
 * row (row, column, reason) with how many would be new or merged, then all rows or none.
 */
import {
  PATIENT_IMPORT_MAX_BYTES,
  patientTemplateEndpoint,
} from '../../../../../shared/api/recruitment/candidate-import';
import { showInfo } from '../../../../lib/feedback';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { SpreadsheetImportDialog } from '../../../../ui/spreadsheet-import-dialog';
import { recruitmentMessages } from '../messages';
import { useCandidateActions } from '../use-candidate-actions';

export function PatientImportDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(recruitmentMessages);
  const { importFile } = useCandidateActions(projectId);
  return (
    <SpreadsheetImportDialog
      title={t.importTitle}
      texts={t}
      send={importFile}
      maxBytes={PATIENT_IMPORT_MAX_BYTES}
      fetchTemplate={(kind) =>
        callFileEndpoint(patientTemplateEndpoint, { params: { projectId }, query: { format: kind } })
      }
      templateName="patient-import-template"
      checkPassedText={(report) =>
        format(t.checkPassed, { rows: report.rows, created: report.created, merged: report.merged })
      }
      onApplied={(answer) => {
        showInfo({ text: format(t.imported, { created: answer.created, merged: answer.merged }) });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
