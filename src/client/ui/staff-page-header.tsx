/** The head of a staff project page: the page title as the h1, the project's name under it, and the page's buttons at the right. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function StaffPageHeader({
  title,
  projectName,
  children,
}: {
  title: string;
  projectName?: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <div>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {projectName && <Typography color="text.secondary">{projectName}</Typography>}
      </div>
      {children}
    </Stack>
  );
}
