/** The submitted revisions of a report, newest first (who submitted it, when, and why it was revised). */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { hospitalTime } from '../../../../shared/domain/safety/due-dates';
import { format, useMessages } from '../../../lib/i18n';
import { pvMessages } from '../messages';
import { type PvKind, pvQueries } from '../queries';

export function RevisionList({ kind, projectId, id }: { kind: PvKind; projectId: number; id: number }) {
  const t = useMessages(pvMessages);
  const revisions = useQuery(pvQueries.revisions(kind, projectId, id));
  return (
    <section aria-label={t.revisions}>
      <Typography variant="subtitle2">{t.revisions}</Typography>
      {revisions.data?.length === 0 && <Typography color="text.secondary">{t.noRevisions}</Typography>}
      <List dense>
        {(revisions.data ?? []).map((entry) => (
          <ListItem key={entry.revision} disableGutters>
            <ListItemText
              primary={format(t.revisionLine, {
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
