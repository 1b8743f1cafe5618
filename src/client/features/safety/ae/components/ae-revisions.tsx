/** The signatures of an AE, and its submitted revisions, newest first; one can be opened to read it as it was submitted. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AeRow } from '../../../../../shared/api/safety/ae';
import { format, useMessages } from '../../../../lib/i18n';
import { aeMessages } from '../messages';
import { aeQueries } from '../queries';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { AeFieldsList } from './ae-fields-list';
import { formatDateTime } from '../../../../lib/dates';

function RevisionView({ projectId, id, revision }: { projectId: number; id: number; revision: number }) {
  const t = useMessages(aeMessages);
  const read = useQuery(aeQueries.revision(projectId, id, revision));
  if (read.isError) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (!read.data) return null;
  const { summary, data } = read.data;
  const title = format(t.revisionTitle, {
    revision,
    at: formatDateTime(summary.submittedAt),
    by: summary.submittedBy,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <AeFieldsList ae={data as AeRow} label={title} />
    </Paper>
  );
}

export function AeRevisions({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(aeMessages);
  const revisions = useQuery(aeQueries.revisions(projectId, id));
  const [open, setOpen] = useState<number>();
  const rows = revisions.data ?? [];
  return (
    <section aria-label={t.revisions}>
      <Typography variant="subtitle1" component="h2">
        {t.revisions}
      </Typography>
      {revisions.isError && <Alert severity="error">{t.loadFailed}</Alert>}
      {revisions.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t.noRevisions}</Typography>}
      <List dense>
        {rows.map((row) => (
          <ListItem
            key={row.revision}
            secondaryAction={
              <Button size="small" onClick={() => setOpen(open === row.revision ? undefined : row.revision)}>
                {format(t.readRevision, { revision: row.revision })}
              </Button>
            }
          >
            <ListItemText
              primary={format(t.revision, { revision: row.revision })}
              secondary={`${formatDateTime(row.submittedAt)} · ${row.submittedBy}${row.reason ? ` · ${row.reason}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      {open !== undefined && <RevisionView projectId={projectId} id={id} revision={open} />}
    </section>
  );
}

export function AeSignatures({ projectId, id }: { projectId: number; id: number }) {
  const signatures = useQuery(aeQueries.signatures(projectId, id));
  return signatures.data ? <SignatureManifest signatures={signatures.data} /> : null;
}
