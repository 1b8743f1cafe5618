/**
 * Writing a help article (button helpArticle:write): title, English title, the Markdown text
 * with a preview, and a note; saving files a new version (the one before stays, superseded).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HelpArticle } from '../../../../../shared/api/documents/help';
import { HELP_BODY_MAX_LENGTH, HELP_ID_PATTERN } from '../../../../../shared/domain/documents/help';
import { useMessages } from '../../../../lib/i18n';
import { helpMessages } from '../messages';
import { useSaveHelpArticle } from '../queries';
import { MarkdownView } from './markdown-view';

type Props = {
  /** The article to revise; absent: a new article (its help id given or typed). */
  article?: HelpArticle;
  helpId?: string;
  onClose: () => void;
};

export function HelpEditorDialog({ article, helpId, onClose }: Props) {
  const t = useMessages(helpMessages);
  const save = useSaveHelpArticle();
  const [draft, setDraft] = useState({
    helpId: article?.helpId ?? helpId ?? 'help-',
    title: article?.title ?? '',
    titleEn: article?.titleEn ?? '',
    body: article?.body ?? '# ',
    note: '',
  });
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const helpIdValid = new RegExp(HELP_ID_PATTERN).test(draft.helpId);
  const ready = helpIdValid && draft.title.trim() !== '' && draft.body.trim() !== '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="help-editor-title">
      <DialogTitle id="help-editor-title">{t.editorTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="help-editor-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!ready) return;
            save.mutate(
              {
                helpId: draft.helpId,
                title: draft.title,
                titleEn: draft.titleEn.trim() || null,
                body: draft.body,
                note: draft.note.trim() || null,
                ...(article ? { version: article.version } : {}),
              },
              { onSuccess: onClose },
            );
          }}
        >
          <TextField
            label={t.helpId}
            value={draft.helpId}
            onChange={set('helpId')}
            disabled={article !== undefined || helpId !== undefined}
            error={!helpIdValid}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t.articleTitle} value={draft.title} onChange={set('title')} required fullWidth />
            <TextField label={t.titleEn} value={draft.titleEn} onChange={set('titleEn')} fullWidth />
          </Stack>
          <TextField
            label={t.body}
            value={draft.body}
            onChange={set('body')}
            multiline
            minRows={8}
            required
            slotProps={{ htmlInput: { maxLength: HELP_BODY_MAX_LENGTH } }}
          />
          <TextField label={t.note} value={draft.note} onChange={set('note')} />
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t.preview}
            </Typography>
            <MarkdownView source={draft.body} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" form="help-editor-form" variant="contained" disabled={!ready || save.isPending}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
