/**
 * 文件管理 / Files (page FileManage): upload an image as a public file, with its stable URL
 * for the pages and settings that show it. Private documents are not kept here: they are
 * attached to their record (an SAE report) and shown only to that record's project team.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoredFile } from '../../../../../shared/api/study/files';
import { DEFAULT_UPLOAD_MAX_BYTES, formatBytes } from '../../../../../shared/domain/study/files';
import { useCan } from '../../../access';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { filesPageMessages } from './files-page-messages';
import { uploadLimit } from '../../../../lib/upload';
import { ImageUploadField } from '../../../../ui/image-upload-field';

export function FilesPage() {
  const t = useMessages(filesPageMessages);
  useDocumentTitle(t.title);
  const can = useCan();
  const limit = useQuery({ queryKey: ['staff', 'files', 'limit'], queryFn: ({ signal }) => uploadLimit(signal) });
  const [file, setFile] = useState<StoredFile>();
  const canUpload = can('file:upload');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      {!canUpload && <Typography color="text.secondary">{t.noPermission}</Typography>}
      {canUpload && (
        <>
          <Typography color="text.secondary">{t.public}</Typography>
          <ImageUploadField
            label={t.image}
            value={file?.url ?? null}
            maxBytes={limit.data ?? DEFAULT_UPLOAD_MAX_BYTES}
            onChange={(_, stored) => setFile(stored)}
            previewHeight={120}
          />
          {file && (
            <Typography component="p" sx={{ wordBreak: 'break-all' }}>
              {t.address}: <code>{file.url}</code> ({file.mimeType}, {formatBytes(file.size)})
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
