import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface OverviewSectionProps {
  title: string;
  titleId: string;
  /** Level of the overview's own heading; a section heading sits one below it. */
  headingLevel: 1 | 2;
  children: ReactNode;
}

/** A titled part of the project overview; the heading labels the region for screen readers. */
export function OverviewSection({ title, titleId, headingLevel, children }: OverviewSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        mt: 3,
        // A section below the screen (long criteria, the doctors table) is laid out and
        // painted only when scrolled near; printing shows every section.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 240px',
        '@media print': { mt: 1, contentVisibility: 'visible' },
      }}
    >
      <Typography
        id={titleId}
        component={headingLevel === 1 ? 'h2' : 'h3'}
        variant="h6"
        sx={{
          mb: 1,
          pb: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          '@media print': { mb: 0.25, pb: 0, fontSize: '1.1rem' },
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
