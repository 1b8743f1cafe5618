/**
 * An SAE report's attachments: download through the authorised endpoint (fetch + blob, never
 * a cached URL), upload (images or PDF) and remove while the report is a draft and the user
 * holds sae:update.
 */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import {
  type SaeAttachment,
  type SaeDetail,
  saeAttachmentDownloadEndpoint,
} from '../../../../../shared/api/safety/sae';
import { IMAGE_ACCEPT, PDF_EXTENSION, formatBytes } from '../../../../../shared/domain/study';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { saeMessages } from '../messages';
import { useSaeActions } from '../use-sae-actions';

const ACCEPT = `${IMAGE_ACCEPT},.${PDF_EXTENSION}`;

function RemoveButton({
  projectId,
  saeId,
  attachment,
}: {
  projectId: number;
  saeId: number;
  attachment: SaeAttachment;
}) {
  const t = useMessages(saeMessages);
  const { detach } = useSaeActions(projectId);
  return (
    <Button
      size="small"
      color="error"
      aria-label={format(t.removeAttachment, { name: attachment.name })}
      disabled={detach.isPending}
      onClick={() =>
        detach.mutate(
          { projectId, id: saeId, attachmentId: attachment.id },
          { onError: (error) => showInfo({ text: failureText(error, t.actionFailed) }) },
        )
      }
    >
      {t.delete}
    </Button>
  );
}

export function SaeAttachments({ projectId, sae, canEdit }: { projectId: number; sae: SaeDetail; canEdit: boolean }) {
  const t = useMessages(saeMessages);
  const { upload } = useSaeActions(projectId);
  const editable = canEdit && sae.status === 'draft';
  const download = async (attachmentId: number, name: string) => {
    try {
      saveBlob(await callFileEndpoint(saeAttachmentDownloadEndpoint, { params: { projectId, attachmentId } }), name);
    } catch (error) {
      showInfo({ text: failureText(error, t.actionFailed) });
    }
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate({ id: sae.id, file }, { onError: (error) => showInfo({ text: failureText(error, t.uploadFailed) }) });
  };
  return (
    <section aria-label={t.attachments}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          {t.attachments}
        </Typography>
        {editable && (
          <Button size="small" component="label" disabled={upload.isPending}>
            {t.upload}
            <input hidden type="file" accept={ACCEPT} aria-label={t.upload} onChange={picked} />
          </Button>
        )}
      </Stack>
      {sae.attachments.length === 0 && <Typography color="text.secondary">{t.noAttachments}</Typography>}
      <List dense>
        {sae.attachments.map((attachment) => (
          <ListItem
            key={attachment.id}
            disableGutters
            secondaryAction={editable && <RemoveButton projectId={projectId} saeId={sae.id} attachment={attachment} />}
          >
            <ListItemText
              primary={
                <Button
                  size="small"
                  sx={{ textTransform: 'none', p: 0 }}
                  aria-label={format(t.download, { name: attachment.name })}
                  onClick={() => void download(attachment.id, attachment.name)}
                >
                  {attachment.name}
                </Button>
              }
              secondary={`${formatBytes(attachment.size)} · ${attachment.uploadedBy}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
