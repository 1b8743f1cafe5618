/**
 * The signature manifests of a project's document versions (page DocumentSignatures, 签名清单).
 * Without a version: the versions that carry signatures, paged, each linked to its manifest.
 * With one (`?id=`): the printable manifest (the shared print layout): the version (document,
 * number, status, file and its SHA-256), then each signature with the signer's printed name,
 * the time (hospital time), its meaning, the review step, the content digest and whether the
 * version still holds what was signed.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManifestSignature } from '../../../../../shared/api/documents/review';
import { DOCUMENT_VERSION_STATUS_TEXT } from '../../../../../shared/domain/documents/versions';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { DetailFieldList } from '../../../../ui/detail-field-list';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { PrintTable } from '../../../../ui/print-page/print-table';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { VersionStatusChip } from '../../binder/components/version-status-chip';
import { reviewMessages } from '../messages';
import { reviewQueries } from '../queries';

const STATE_COLOR = { valid: 'success', content_changed: 'error', superseded: 'default' } as const;

function SignedList({ projectId }: { projectId: number }) {
  const t = useMessages(reviewMessages);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useQuery(reviewQueries.signed(projectId, (page - 1) * pageSize, pageSize));
  const rows = list.data?.rows ?? [];
  const heads = [t.docTitle, t.folder, t.version, t.status, t.effectiveOn, t.signatureCount];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <Table size="small" aria-label={t.signedVersions}>
        <TableHead>
          <TableRow>
            {heads.map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/document-signatures"
                  params={{ projectId }}
                  search={{ id: row.id }}
                  aria-label={format(t.openOf, { title: row.title, number: row.number })}
                >
                  {row.title}
                </RouterLink>
              </TableCell>
              <TableCell>{row.folderName}</TableCell>
              <TableCell>{`v${row.number}`}</TableCell>
              <TableCell>
                <VersionStatusChip status={row.status} />
              </TableCell>
              <TableCell>{row.effectiveOn ?? '—'}</TableCell>
              <TableCell>{row.signatureCount}</TableCell>
            </TableRow>
          ))}
          <TableStates
            colSpan={heads.length}
            loading={list.isPending}
            failed={list.isError}
            empty={list.isSuccess && rows.length === 0}
            onRetry={() => void list.refetch()}
          />
        </TableBody>
      </Table>
      {list.isSuccess && list.data.total > 0 && (
        <PaginationBar
          total={list.data.total}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </Stack>
  );
}

function Manifest({ projectId, versionId }: { projectId: number; versionId: number }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const project = useStaffAccess().projects.find((entry) => entry.projectId === projectId);
  const manifest = useQuery(reviewQueries.manifest(projectId, versionId));
  const version = manifest.data?.version;
  const title = version ? format(t.manifestOf, { title: version.title, number: version.number }) : t.title;
  const stateText = { valid: t.valid, content_changed: t.contentChanged, superseded: t.superseded };
  const sourceText = { approve: t.sourceApprove, reject: t.sourceReject, withdraw: t.sourceWithdraw };
  const row = (signature: ManifestSignature) => [
    `${signature.signerName}（${signature.signerUserName}）`,
    formatDateTime(signature.signedAt),
    `${sourceText[signature.source]} · ${signature.meaningText}`,
    signature.stepName ?? '—',
    signature.comment ?? '—',
    <Box component="span" key="hash" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {signature.contentHash}
    </Box>,
    <Chip key="state" size="small" color={STATE_COLOR[signature.state]} label={stateText[signature.state]} />,
  ];
  return (
    <PrintPage
      title={title}
      header={project ? { projectName: project.projectName } : undefined}
      loading={manifest.isPending}
      failed={manifest.isError}
    >
      <Box data-print-hide sx={{ mt: 1 }}>
        <RouterLink to="/staff/projects/$projectId/document-signatures" params={{ projectId }} search={{}}>
          {t.backToList}
        </RouterLink>
      </Box>
      {version && manifest.data && (
        <>
          <Box component="section" sx={{ mt: 2 }}>
            <DetailFieldList
              layout="grid"
              label={title}
              fields={[
                [t.docTitle, version.title],
                [t.folder, version.folderName],
                [t.version, `v${version.number}`],
                [t.status, DOCUMENT_VERSION_STATUS_TEXT[version.status][locale]],
                [t.effectiveOn, version.effectiveOn ?? '—'],
                [t.fileName, version.fileName],
                [t.checksum, version.checksum],
              ]}
            />
          </Box>
          <Box component="section" sx={{ mt: 2 }}>
            <PrintTable
              empty={t.noSignature}
              columns={[t.signer, t.signedAt, t.meaning, t.step, t.comment, t.contentHash, t.state]}
              rows={manifest.data.signatures.map(row)}
            />
          </Box>
        </>
      )}
    </PrintPage>
  );
}

export function SignaturesPage({ projectId, versionId }: { projectId: number; versionId?: number }) {
  const t = useMessages(reviewMessages);
  useDocumentTitle(t.title);
  return versionId === undefined ? (
    <SignedList projectId={projectId} />
  ) : (
    <Manifest projectId={projectId} versionId={versionId} />
  );
}
