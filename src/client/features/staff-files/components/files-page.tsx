/**
 * 文件管理 / Files (page FileManage): upload an image as a public file (its stable URL, for
 * pages and settings that show it) or a private one (served to staff with this page only).
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoredFile } from '../../../../shared/api/files';
import { DEFAULT_UPLOAD_MAX_BYTES, type FileVisibility, formatBytes } from '../../../../shared/domain/files';
import { useCan } from '../../auth/use-staff-session';
import { useDocumentTitle } from '../../../lib/document-title';
import { defineMessages, useMessages } from '../../../lib/i18n';
import { uploadLimit } from '../../../lib/upload';
import { ImageUploadField } from '../../../ui/image-upload-field';

const messages = defineMessages({
  'zh-CN': {
    title: '文件管理',
    visibility: '可见范围',
    public: '公开（任何人可通过地址访问，长期缓存）',
    private: '私有（仅有文件管理权限的工作人员可查看）',
    image: '图片',
    address: '文件地址',
    noPermission: '没有上传权限',
  },
  en: {
    title: 'Files',
    visibility: 'Visibility',
    public: 'Public (anyone with the address; cached for a year)',
    private: 'Private (staff with the Files page only)',
    image: 'Image',
    address: 'File address',
    noPermission: 'You may not upload files',
  },
});

export function FilesPage() {
  const t = useMessages(messages);
  useDocumentTitle(t.title);
  const can = useCan();
  const limit = useQuery({ queryKey: ['staff', 'files', 'limit'], queryFn: ({ signal }) => uploadLimit(signal) });
  const [visibility, setVisibility] = useState<FileVisibility>('public');
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
          <RadioGroup
            aria-label={t.visibility}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value === 'private' ? 'private' : 'public')}
          >
            <FormControlLabel value="public" control={<Radio />} label={t.public} />
            <FormControlLabel value="private" control={<Radio />} label={t.private} />
          </RadioGroup>
          <ImageUploadField
            label={t.image}
            value={file?.url ?? null}
            visibility={visibility}
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
