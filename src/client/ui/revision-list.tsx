/** The submitted revisions of a safety report, newest first: who submitted it, when, and why it was revised. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RevisionSummary } from '../../shared/api/safety/records';
import { format } from '../lib/i18n';
import { hospitalTime } from '../../shared/domain/hospital-time';

export interface RevisionListLabels {
  revisions: string;
  noRevisions: string;
  /** A template with `{revision}`, `{by}` and `{at}`. */
  revisionLine: string;
}

export function RevisionList({
  revisions,
  labels,
}: {
  revisions: readonly RevisionSummary[] | undefined;
  labels: RevisionListLabels;
}) {
  return (
    <section aria-label={labels.revisions}>
      <Typography variant="subtitle2" component="h3">
        {labels.revisions}
      </Typography>
      {revisions?.length === 0 && <Typography color="text.secondary">{labels.noRevisions}</Typography>}
      <List dense>
        {(revisions ?? []).map((entry) => (
          <ListItem key={entry.revision} disableGutters>
            <ListItemText
              primary={format(labels.revisionLine, {
                revision: entry.revision,
                by: entry.submittedBy,
                at: hospitalTime(Date.parse(entry.submittedAt)),
              })}
              secondary={entry.reason ?? undefined}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
