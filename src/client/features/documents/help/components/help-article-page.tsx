/**
 * One help article (opened from a page's '?' button or the help center): its effective
 * version rendered from Markdown, the version line, and for writers (helpArticle:write) the
 * editor. A help id without an article yet says so and links back to the help center.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { formatDateTime } from '../../../../lib/dates';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { helpMessages } from '../messages';
import { helpQueries } from '../queries';
import { HelpEditorDialog } from './help-editor-dialog';
import { MarkdownView } from './markdown-view';

export function HelpArticlePage({ helpId }: { helpId: string }) {
  const t = useMessages(helpMessages);
  const { locale } = useLocale();
  const canWrite = useStaffAccess().hasButton('helpArticle:write');
  const query = useQuery(helpQueries.article(helpId));
  const article = query.data;
  const [editing, setEditing] = useState(false);
  const title = article ? (locale === 'en' ? (article.titleEn ?? article.title) : article.title) : t.title;
  useDocumentTitle(title);
  if (query.isPending) return null;
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={title}>
        {canWrite && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {article ? t.edit : t.write}
          </Button>
        )}
      </StaffPageHeader>
      {article ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {format(t.versionLine, {
              number: article.number,
              author: article.authorName,
              at: formatDateTime(article.updatedAt),
            })}
          </Typography>
          <MarkdownView source={article.body} />
        </>
      ) : (
        <Typography>{t.noArticle}</Typography>
      )}
      <div>
        <RouterLink to="/staff/help">{t.backToCenter}</RouterLink>
      </div>
      {editing && <HelpEditorDialog article={article ?? undefined} helpId={helpId} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
