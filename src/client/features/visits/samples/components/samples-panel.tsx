/**
 * The project's samples: filtered by status and code, registered with sample:collect, marked
 * processed or destroyed (confirmed), with their label and chain of custody, and exported.
 * Only the moves the status machine allows now are offered.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Sample, sampleExportEndpoint } from '../../../../../shared/api/visits/samples';
import {
  SAMPLE_STATUSES,
  SAMPLE_STATUS_LABELS,
  SAMPLE_TYPE_LABELS,
  type SampleStatus,
  canMove,
  positionName,
} from '../../../../../shared/domain/visits/samples';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { ExportButton } from '../../../../ui/export-button';
import { TableStates } from '../../../../ui/table-states';
import { samplesMessages } from '../messages';
import { sampleQueries, useSampleActions } from '../queries';
import { CollectDialog } from './collect-dialog';
import { CustodyDialog, SampleLabelDialog, atHospital } from './sample-dialogs';

type Open = { kind: 'label' | 'custody' | 'destroy'; sample: Sample };

export function SamplesPanel({ projectId, canCollect }: { projectId: number; canCollect: boolean }) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const [status, setStatus] = useState<SampleStatus | ''>('');
  const [search, setSearch] = useState('');
  const filters = { ...(status ? { status } : {}), ...(search.trim() ? { search: search.trim() } : {}) };
  const list = useQuery(sampleQueries.list(projectId, { ...filters, offset: 0, limit: 100 }));
  const { status: move } = useSampleActions(projectId);
  const [collecting, setCollecting] = useState(false);
  const [open, setOpen] = useState<Open>();
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {canCollect && (
          <Button variant="contained" onClick={() => setCollecting(true)}>
            {t.collect}
          </Button>
        )}
        <TextField
          select
          size="small"
          label={t.status}
          value={status}
          onChange={(event) => setStatus(event.target.value as SampleStatus | '')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t.allStatuses}</MenuItem>
          {SAMPLE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {SAMPLE_STATUS_LABELS[value][locale]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t.search} value={search} onChange={(event) => setSearch(event.target.value)} />
        <ExportButton
          fileName="samples"
          fetchFile={() => callFileEndpoint(sampleExportEndpoint, { params: { projectId }, query: filters })}
        />
      </Stack>
      <Table size="small" aria-label={t.sampleTable}>
        <TableHead>
          <TableRow>
            {[t.sampleCode, t.subject, t.visit, t.sampleType, t.collectedAt, t.status, t.where, t.actions].map(
              (head) => (
                <TableCell key={head}>{head}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={8}
            loading={list.isPending}
            failed={list.isError}
            empty={rows.length === 0}
            onRetry={() => void list.refetch()}
          />
          {rows.map((sample) => (
            <TableRow key={sample.id}>
              <TableCell>{sample.sampleCode}</TableCell>
              <TableCell>{sample.subjectNumber}</TableCell>
              <TableCell>{sample.visitName ?? t.noVisit}</TableCell>
              <TableCell>{SAMPLE_TYPE_LABELS[sample.sampleType][locale]}</TableCell>
              <TableCell>{atHospital(sample.collectedAt)}</TableCell>
              <TableCell>{SAMPLE_STATUS_LABELS[sample.status][locale]}</TableCell>
              <TableCell>
                {sample.boxLabel && sample.positionRow && sample.positionCol
                  ? `${sample.boxLabel} ${positionName(sample.positionRow, sample.positionCol)}`
                  : ''}
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen({ kind: 'label', sample })}>
                  {t.label}
                </Button>
                <Button size="small" onClick={() => setOpen({ kind: 'custody', sample })}>
                  {t.custody}
                </Button>
                {canCollect && canMove(sample.status, 'process') && (
                  <Button
                    size="small"
                    disabled={move.isPending}
                    onClick={() => move.mutate({ projectId, id: sample.id, version: sample.version, move: 'process' })}
                  >
                    {t.process}
                  </Button>
                )}
                {canCollect && canMove(sample.status, 'destroy') && (
                  <Button size="small" color="error" onClick={() => setOpen({ kind: 'destroy', sample })}>
                    {t.destroy}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {collecting && <CollectDialog projectId={projectId} onClose={() => setCollecting(false)} />}
      {open?.kind === 'label' && <SampleLabelDialog sample={open.sample} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'custody' && (
        <CustodyDialog projectId={projectId} sample={open.sample} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'destroy' && (
        <ConfirmDialog
          title={t.destroy}
          text={format(t.destroyConfirm, { code: open.sample.sampleCode })}
          confirmLabel={t.destroy}
          busy={move.isPending}
          onConfirm={() =>
            move.mutate(
              { projectId, id: open.sample.id, version: open.sample.version, move: 'destroy' },
              { onSuccess: () => setOpen(undefined) },
            )
          }
          onClose={() => setOpen(undefined)}
        />
      )}
    </Stack>
  );
}
