/**
 * The directory templates (system page DocumentTemplates): each template with its versions
 * and the published version's folder tree (what a new project's binder gets). Writing a new
 * version and publishing it are API-only for now (docs/documents.md).
 */
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_FILE_KIND_TEXT } from '../../../../../shared/domain/documents/uploads';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { templateMessages } from '../messages';
import { templateQueries } from '../queries';

function PublishedFolders({ versionId }: { versionId: number }) {
  const t = useMessages(templateMessages);
  const { locale } = useLocale();
  const folders = useQuery(templateQueries.version(versionId)).data?.folders ?? [];
  return (
    <Table size="small" aria-label={t.folders}>
      <TableHead>
        <TableRow>
          <TableCell>{t.folders}</TableCell>
          <TableCell>{t.allowed}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {folders.map((folder) => (
          <TableRow key={folder.code}>
            <TableCell sx={{ pl: folder.code.includes('.') ? 4 : 2 }}>
              {`${folder.code} ${locale === 'en' ? (folder.nameEn ?? folder.name) : folder.name}`}
            </TableCell>
            <TableCell>
              {folder.allowedKinds.map((kind) => DOCUMENT_FILE_KIND_TEXT[kind][locale]).join(' / ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function DocumentTemplatesPage() {
  const t = useMessages(templateMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const templates = useQuery(templateQueries.list()).data ?? [];
  return (
    <Stack spacing={3}>
      <StaffPageHeader title={t.title} />
      {templates.map((template) => {
        const published = template.versions.find((version) => version.status === 'published');
        return (
          <Stack key={template.id} spacing={1}>
            <Typography variant="h6" component="h2">
              {locale === 'en' ? (template.nameEn ?? template.name) : template.name}
            </Typography>
            <Typography variant="body2">
              {`${t.versions}: ${template.versions.map((version) => `v${version.number} ${t[version.status]}`).join(' · ')}`}
            </Typography>
            {published && <PublishedFolders versionId={published.id} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
