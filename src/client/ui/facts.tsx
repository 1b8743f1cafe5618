/** Labelled facts of a record as a description list (dt/dd), wrapping on narrow screens; empty values show '—'. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack component="dl" direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value || '—'}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
