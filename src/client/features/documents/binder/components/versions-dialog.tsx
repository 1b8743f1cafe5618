/**
 * A document's version history, newest first: number, status and review, dates, file,
 * uploader; each version downloads (private, audited on the server), a PDF or an image also
 * previews (its own page, with a watermark); a draft is deleted or submitted for review
 * (document:upload); a version in review shows its approval's steps, and a reviewed one links
 * to its signature manifest; an effective one is withdrawn, signed (document:withdraw). A new
 * version is uploaded from here. Older versions stay listed and readable.
 */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type BinderDocument,
  type DocumentVersion,
  versionDownloadEndpoint,
} from '../../../../../shared/api/documents/binder';
import { previewKindOf } from '../../../../../shared/domain/documents/archive';
import { DOCUMENT_VERSION } from '../../../../../shared/domain/documents/versions';
import { formatDateTime } from '../../../../lib/dates';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterButton } from '../../../../ui/router-link';
import { archiveMessages } from '../archive-messages';
import { ReviewActions, ReviewProgress, WithdrawDialog } from '../../review/components/version-review';
import { reviewQueries } from '../../review/queries';
import { binderMessages } from '../messages';
import { binderQueries, useBinderActions } from '../queries';
import { VersionStatusChip } from './version-status-chip';

export function VersionsDialog(props: {
  projectId: number;
  document: BinderDocument;
  canUpload: boolean;
  onUploadVersion: () => void;
  onClose: () => void;
}) {
  const { projectId, document, canUpload, onUploadVersion, onClose } = props;
  const t = useMessages(binderMessages);
  const preview = useMessages(archiveMessages);
  const versions = useQuery(binderQueries.versions(projectId, document.id));
  const approvals = useQuery(reviewQueries.approvals(projectId, document.id)).data ?? [];
  const [withdrawing, setWithdrawing] = useState<DocumentVersion>();
  const { removeDraft } = useBinderActions(projectId);
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.failed) });
  const download = async (id: number, name: string) => {
    try {
      saveBlob(await callFileEndpoint(versionDownloadEndpoint, { params: { projectId, id } }), name);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <FormDialog
      title={format(t.versionsOf, { title: document.title })}
      busy={removeDraft.isPending}
      submitLabel={t.close}
      onSubmit={onClose}
      onClose={onClose}
    >
      {canUpload && (
        <div>
          <Button variant="outlined" size="small" onClick={onUploadVersion}>
            {t.uploadVersion}
          </Button>
        </div>
      )}
      <Table size="small" aria-label={t.versions}>
        <TableHead>
          <TableRow>
            {[t.version, t.status, t.effectiveOn, t.expiresOn, t.fileName, t.uploader, t.actions].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(versions.data ?? []).map((version) => (
            <TableRow key={version.id}>
              <TableCell>{`v${version.number}`}</TableCell>
              <TableCell>
                <VersionStatusChip status={version.status} />
                <ReviewProgress version={version} approvals={approvals} />
              </TableCell>
              <TableCell>{version.effectiveOn ?? '—'}</TableCell>
              <TableCell>{version.expiresOn ?? '—'}</TableCell>
              <TableCell>{version.fileName}</TableCell>
              <TableCell>{`${version.uploaderName} · ${formatDateTime(version.uploadedAt)}`}</TableCell>
              <TableCell>
                {previewKindOf(version.mimeType) !== 'none' && (
                  <RouterButton
                    size="small"
                    to="/staff/projects/$projectId/documents/preview/$documentId/$versionId"
                    params={{ projectId, documentId: document.id, versionId: version.id }}
                    aria-label={format(preview.previewOf, { number: version.number })}
                  >
                    {preview.preview}
                  </RouterButton>
                )}
                <Button
                  size="small"
                  aria-label={format(t.downloadOf, { number: version.number })}
                  onClick={() => void download(version.id, version.fileName)}
                >
                  {t.download}
                </Button>
                {canUpload && DOCUMENT_VERSION.can(version.status, 'delete') && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={format(t.deleteDraftOf, { number: version.number })}
                    onClick={() => removeDraft.mutate({ id: version.id, version: version.version }, { onError })}
                  >
                    {t.deleteDraft}
                  </Button>
                )}
                <ReviewActions
                  projectId={projectId}
                  version={version}
                  approvals={approvals}
                  canUpload={canUpload}
                  onWithdraw={() => setWithdrawing(version)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {withdrawing && (
        <WithdrawDialog
          projectId={projectId}
          document={document}
          version={withdrawing}
          onClose={() => setWithdrawing(undefined)}
        />
      )}
    </FormDialog>
  );
}
