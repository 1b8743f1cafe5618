/**
 * A project's binder (page DocumentBinder): the folder tree on the left (with each folder's
 * number of documents), the chosen folder's documents on the right (title, current version,
 * status, effective and expiry dates, uploader) with an upload button (document:upload); a
 * document's title opens its version history. Above them, the binder's archive (archive-section.tsx);
 * while archived, the page offers no writes. Expiry (docs/documents.md): a chip on a row
 * whose effective version is expired or due, the binder's totals at the top, each folder's
 * counts and a filter. The search names the folder, the filter and a document to open (the
 * inbox's link to an expiring document).
 */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BinderDocument, BinderFolder } from '../../../../../shared/api/documents/binder';
import { DOCUMENT_KINDS } from '../../../../../shared/domain/documents/versions';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { binderMessages } from '../messages';
import { binderQueries } from '../queries';
import { ArchiveSection, useBinderArchived } from './archive-section';
import type { BinderSearch } from '../search';
import { ExpiryChip, ExpiryFilter, ExpirySummary, folderCounts } from './expiry-parts';
import { DelegationLogButton } from './delegation-log-button';
import { UploadDialog } from './upload-dialog';
import { VersionStatusChip } from './version-status-chip';
import { VersionsDialog } from './versions-dialog';

type Open = { kind: 'versions' | 'newVersion'; document: BinderDocument } | { kind: 'newDocument' };

function FolderTree(props: { folders: BinderFolder[]; chosen?: number; onChoose: (id: number) => void }) {
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  return (
    <List component="nav" aria-label={t.folders} dense sx={{ minWidth: 260, maxWidth: 320 }}>
      {props.folders.map((folder) => (
        <ListItemButton
          key={folder.id}
          selected={folder.id === props.chosen}
          aria-current={folder.id === props.chosen ? 'true' : undefined}
          sx={{ pl: folder.parentId === null ? 1 : 4 }}
          onClick={() => props.onChoose(folder.id)}
        >
          <ListItemText
            primary={`${folder.code} ${locale === 'en' ? (folder.nameEn ?? folder.name) : folder.name}`}
            secondary={folderCounts(folder, t)}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

function DocumentTable(props: {
  projectId: number;
  folder: BinderFolder;
  search: BinderSearch;
  onOpen: (document: BinderDocument) => void;
}) {
  const t = useMessages(binderMessages);
  const { locale } = useLocale();
  const documents = useQuery(binderQueries.documents(props.projectId, props.folder.id, props.search.expiry));
  const rows = documents.data?.rows ?? [];
  const { onOpen } = props;
  const linked = rows.find((document) => document.id === props.search.id);
  const openedFor = useRef<number>(undefined);
  // A link to one document (the inbox's) opens its version history once, when the folder is read.
  useEffect(() => {
    if (linked && openedFor.current !== linked.id) {
      openedFor.current = linked.id;
      onOpen(linked);
    }
  }, [linked, onOpen]);
  return (
    <Table size="small" aria-label={t.documents}>
      <TableHead>
        <TableRow>
          {[t.docTitle, t.kind, t.currentVersion, t.status, t.effectiveOn, t.expiresOn, t.uploader].map((label) => (
            <TableCell key={label}>{label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((document) => (
          <TableRow key={document.id} selected={document.id === props.search.id}>
            <TableCell>
              <Button size="small" onClick={() => props.onOpen(document)}>
                {document.title}
              </Button>
            </TableCell>
            <TableCell>{DOCUMENT_KINDS[document.kind][locale]}</TableCell>
            <TableCell>{`v${document.current.number} / ${document.versionCount}`}</TableCell>
            <TableCell>
              <VersionStatusChip status={document.current.status} />
            </TableCell>
            <TableCell>{document.current.effectiveOn ?? '—'}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{document.current.expiresOn ?? '—'}</span>
                <ExpiryChip expiry={document.expiry} />
              </Stack>
            </TableCell>
            <TableCell>{document.current.uploaderName}</TableCell>
          </TableRow>
        ))}
        {documents.isSuccess && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={7}>{props.search.expiry ? t.noneFiltered : t.empty}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

export function BinderPage(props: {
  projectId: number;
  search?: BinderSearch;
  onSearchChange?: (next: BinderSearch) => void;
}) {
  const { projectId } = props;
  const t = useMessages(binderMessages);
  useDocumentTitle(t.title);
  const access = useStaffAccess();
  // An archived binder is read-only: no write buttons (the server refuses writes anyway).
  const archived = useBinderArchived(projectId);
  const canUpload = access.hasProjectButton(projectId, 'document:upload') && !archived;
  const folders = useQuery(binderQueries.folders(projectId)).data ?? [];
  const [ownSearch, setOwnSearch] = useState<BinderSearch>({});
  const search = props.search ?? ownSearch;
  const changeSearch = props.onSearchChange ?? setOwnSearch;
  const [open, setOpen] = useState<Open>();
  const openVersions = useCallback((document: BinderDocument) => setOpen({ kind: 'versions', document }), []);
  const folder = folders.find((entry) => entry.id === search.folderId) ?? folders[0];
  const close = () => {
    setOpen(undefined);
    if (search.id !== undefined) changeSearch({ ...search, id: undefined });
  };
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <ArchiveSection projectId={projectId} />
      <ExpirySummary folders={folders} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FolderTree
          folders={folders}
          chosen={folder?.id}
          onChoose={(folderId) => changeSearch({ ...search, folderId, id: undefined })}
        />
        {folder && (
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {canUpload && (
                <Button variant="contained" onClick={() => setOpen({ kind: 'newDocument' })}>
                  {t.upload}
                </Button>
              )}
              {canUpload && <DelegationLogButton projectId={projectId} />}
              <ExpiryFilter value={search.expiry} onChange={(expiry) => changeSearch({ ...search, expiry })} />
            </Stack>
            <DocumentTable projectId={projectId} folder={folder} search={search} onOpen={openVersions} />
          </Stack>
        )}
      </Stack>
      {folder && open?.kind === 'newDocument' && <UploadDialog projectId={projectId} folder={folder} onClose={close} />}
      {folder && open?.kind === 'newVersion' && (
        <UploadDialog projectId={projectId} folder={folder} document={open.document} onClose={close} />
      )}
      {open?.kind === 'versions' && (
        <VersionsDialog
          projectId={projectId}
          document={open.document}
          canUpload={canUpload}
          onUploadVersion={() => setOpen({ kind: 'newVersion', document: open.document })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
