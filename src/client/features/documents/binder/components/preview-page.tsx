/**
 * FilePreviewWrapper: a binder version shown in the browser without downloading it. A PDF in a
 * frame, an image as an image, both straight from the preview endpoint (served inline, never
 * cached, each preview audited as document.preview); the viewer's name and the time lie over
 * it as a watermark. An Office file is not previewed: the page offers its download instead.
 * The server does not stamp the bytes (it has no PDF library): the watermark is this overlay.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointUrl } from '../../../../../shared/api/contract/endpoint';
import { versionDownloadEndpoint } from '../../../../../shared/api/documents/binder';
import { versionPreviewEndpoint } from '../../../../../shared/api/documents/preview';
import { previewKindOf } from '../../../../../shared/domain/documents/archive';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterButton } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useWho } from '../../../access';
import { archiveMessages } from '../archive-messages';
import { binderQueries } from '../queries';
import { Watermark } from './watermark';

export interface PreviewPageProps {
  projectId: number;
  documentId: number;
  versionId: number;
  /** When the page opened (ms); the watermark's time. */
  openedAt?: number;
}

export function PreviewPage({ projectId, documentId, versionId, openedAt }: PreviewPageProps) {
  const t = useMessages(archiveMessages);
  useDocumentTitle(t.previewTitle);
  const who = useWho();
  const [at] = useState(() => openedAt ?? Date.now());
  const versions = useQuery(binderQueries.versions(projectId, documentId));
  const version = versions.data?.find((entry) => entry.id === versionId);
  const viewer = who ? `${who.user.realname}（${who.user.userName}）` : '';
  const watermark = `${viewer} ${formatDateTime(at)}`;
  const src = endpointUrl(versionPreviewEndpoint, { projectId, id: versionId });
  const download = async () => {
    if (!version) return;
    try {
      saveBlob(
        await callFileEndpoint(versionDownloadEndpoint, { params: { projectId, id: version.id } }),
        version.fileName,
      );
    } catch (error) {
      showInfo({ text: failureText(error, t.failed) });
    }
  };
  const back = (
    <RouterButton to="/staff/projects/$projectId/documents" params={{ projectId }} variant="outlined">
      {t.back}
    </RouterButton>
  );
  if (versions.isSuccess && !version)
    return (
      <Stack spacing={2}>
        <StaffPageHeader title={t.previewTitle}>{back}</StaffPageHeader>
        <Alert severity="warning">{t.notFound}</Alert>
      </Stack>
    );
  if (!version) return null;
  const kind = previewKindOf(version.mimeType);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={format(t.previewHeading, { title: version.fileName, number: version.number })}>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void download()}>
            {t.download}
          </Button>
          {back}
        </Stack>
      </StaffPageHeader>
      {kind === 'none' ? (
        <Alert severity="info">{format(t.noPreview, { name: version.fileName })}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {format(t.watermarkCaption, { name: viewer, at: formatDateTime(at) })}
          </Typography>
          <Box
            sx={{
              position: 'relative',
              height: '75vh',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
              overflow: 'hidden',
            }}
          >
            {kind === 'pdf' ? (
              <Box
                component="iframe"
                src={src}
                title={format(t.previewFrame, { name: version.fileName })}
                sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
              />
            ) : (
              <Box sx={{ width: '100%', height: '100%', overflow: 'auto', textAlign: 'center' }}>
                <img src={src} alt={format(t.previewFrame, { name: version.fileName })} style={{ maxWidth: '100%' }} />
              </Box>
            )}
            <Watermark text={watermark} />
          </Box>
        </>
      )}
    </Stack>
  );
}
