/** A multi-centre project's recruitment on the workbench, one line per research centre (they add up to the project's line). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workbench } from '../../../../../shared/api/work/workbench';
import { format, useMessages } from '../../../../lib/i18n';
import { workbenchMessages } from '../messages';

type Centres = NonNullable<Workbench['projects'][number]['centres']>;

export function CentreProgress({ projectName, centres }: { projectName: string; centres: Centres }) {
  const t = useMessages(workbenchMessages);
  if (centres.length < 2) return null;
  return (
    <Stack
      component="ul"
      aria-label={format(t.byCentre, { project: projectName })}
      sx={{ listStyle: 'none', pl: 2, m: 0 }}
    >
      {centres.map((centre) => (
        <Typography key={centre.id} component="li" variant="caption" color="text.secondary">
          {format(t.centreName, { name: centre.isOwn ? `${centre.name}${t.ownCentre}` : centre.name })}
          {centre.target === null
            ? format(t.enrolled, { enrolled: centre.enrolled })
            : format(t.enrolledOfTarget, { enrolled: centre.enrolled, target: centre.target })}
          {` · ${format(t.screening, { screening: centre.screening })}`}
        </Typography>
      ))}
    </Stack>
  );
}
