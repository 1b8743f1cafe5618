/**
 * A project's binder (page DocumentBinder): the folder tree on the left, the chosen folder's
 * documents (title, current version, status, effective and expiry dates, uploader) with an
 * upload button (document:upload), and a document's version history with download, a new
 * version and deleting a draft.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { type BinderDocument, versionDownloadEndpoint } from '../../../../../shared/api/documents/binder';
import { acceptOf } from '../../../../../shared/domain/documents/uploads';
import { DOCUMENT_VERSION, DOCUMENT_VERSION_STATUS_TEXT } from '../../../../../shared/domain/documents/versions';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { binderMessages } from '../messages';
import { binderQueries, useBinderActions } from '../queries';

function FilePicker(props: { label: string; accept: string; onFile: (file: File) => void }) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onFile(file);
  };
  return (
    <Button component="label" size="small" variant="outlined">
      {props.label}
      <input hidden type="file" accept={props.accept} aria-label={props.label} onChange={picked} />
    </Button>
  );
}

function VersionsDialog(props: {
  projectId: number;
  document: BinderDocument;
  accept: string;
  canUpload: boolean;
  onClose: () => void;
}) {
  const { projectId, document, accept, canUpload, onClose } = props;
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  const versions = useQuery(binderQueries.versions(projectId, document.id));
  const { uploadVersion, removeDraft } = useBinderActions(projectId);
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
      title={`${t.versions} · ${document.title}`}
      busy={uploadVersion.isPending || removeDraft.isPending}
      submitLabel={t.close}
      onSubmit={onClose}
      onClose={onClose}
    >
      {canUpload && (
        <FilePicker
          label={t.uploadVersion}
          accept={accept}
          onFile={(file) =>
            uploadVersion.mutate({ documentId: document.id, version: document.version, file }, { onError })
          }
        />
      )}
      <Table size="small" aria-label={t.versions}>
        <TableBody>
          {(versions.data ?? []).map((version) => (
            <TableRow key={version.id}>
              <TableCell>{`v${version.number}`}</TableCell>
              <TableCell>{DOCUMENT_VERSION_STATUS_TEXT[version.status][locale]}</TableCell>
              <TableCell>{version.fileName}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => void download(version.id, version.fileName)}>
                  {t.download}
                </Button>
                {canUpload && DOCUMENT_VERSION.can(version.status, 'delete') && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => removeDraft.mutate({ id: version.id, version: version.version }, { onError })}
                  >
                    {t.deleteDraft}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
}

export function BinderPage({ projectId }: { projectId: number }) {
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const access = useStaffAccess();
  const canUpload = access.hasProjectButton(projectId, 'document:upload');
  const folders = useQuery(binderQueries.folders(projectId)).data ?? [];
  const [chosen, setChosen] = useState<number>();
  const folder = folders.find((entry) => entry.id === chosen) ?? folders[0];
  const documents = useQuery({ ...binderQueries.documents(projectId, folder?.id ?? 0), enabled: folder !== undefined });
  const [open, setOpen] = useState<BinderDocument>();
  const { create } = useBinderActions(projectId);
  const accept = acceptOf(folder?.allowedKinds ?? []);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <Stack direction="row" spacing={2}>
        <List component="nav" aria-label={t.folders} dense sx={{ minWidth: 240 }}>
          {folders.map((entry) => (
            <ListItemButton
              key={entry.id}
              selected={entry.id === folder?.id}
              sx={{ pl: entry.parentId === null ? 1 : 4 }}
              onClick={() => setChosen(entry.id)}
            >
              {`${entry.code} ${locale === 'en' ? (entry.nameEn ?? entry.name) : entry.name} (${entry.documentCount})`}
            </ListItemButton>
          ))}
        </List>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {canUpload && folder && (
            <FilePicker
              label={t.upload}
              accept={accept}
              onFile={(file) =>
                create.mutate(
                  { folderId: folder.id, file },
                  { onError: (error) => showInfo({ text: failureText(error, t.failed) }) },
                )
              }
            />
          )}
          <Table size="small" aria-label={t.documents}>
            <TableHead>
              <TableRow>
                {[t.docTitle, t.currentVersion, t.status, t.effectiveOn, t.expiresOn, t.uploader].map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(documents.data?.rows ?? []).map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    <Button size="small" onClick={() => setOpen(document)}>
                      {document.title}
                    </Button>
                  </TableCell>
                  <TableCell>{`v${document.current.number}`}</TableCell>
                  <TableCell>
                    <Chip size="small" label={DOCUMENT_VERSION_STATUS_TEXT[document.current.status][locale]} />
                  </TableCell>
                  <TableCell>{document.current.effectiveOn ?? '—'}</TableCell>
                  <TableCell>{document.current.expiresOn ?? '—'}</TableCell>
                  <TableCell>{document.current.uploaderName}</TableCell>
                </TableRow>
              ))}
              {documents.data?.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t.empty}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Stack>
      </Stack>
      {open && (
        <VersionsDialog
          projectId={projectId}
          document={open}
          accept={accept}
          canUpload={canUpload}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Stack>
  );
}

/** The directory templates (system page DocumentTemplates): each template and its versions. */
export function DocumentTemplatesPage() {
  const t = useMessages(binderMessages);
  useDocumentTitle(t.templatesTitle);
  const templates = useQuery(binderQueries.templates()).data ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.templatesTitle} />
      <Table size="small" aria-label={t.templatesTitle}>
        <TableBody>
          {templates.map((template) => (
            <TableRow key={template.id}>
              <TableCell>{template.name}</TableCell>
              <TableCell>
                {template.versions.map((version) => `v${version.number} ${version.status}`).join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
