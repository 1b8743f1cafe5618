import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';

export interface Fact {
  label: string;
  /** Text, or a node (a button) for interactive values; empty text shows the empty text. */
  value: ReactNode;
  /** Long texts take the whole row. */
  wide?: boolean;
}

function isBlank(value: Fact['value']): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Label / value pairs as a description list: two columns on wide screens, one on phones. */
export function FactList({ facts, labelledBy }: { facts: Fact[]; labelledBy?: string }) {
  const t = useMessages(projectMessages);
  return (
    <Box
      component="dl"
      aria-labelledby={labelledBy}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 4,
        rowGap: 1.5,
        // In print each fact is one line ('label：value') to keep the handout to one page.
        '@media print': {
          gridTemplateColumns: '1fr 1fr',
          rowGap: 0.25,
          '& > div': { display: 'flex', gap: 0.5, alignItems: 'baseline' },
          '& dt': { flexShrink: 0 },
          '& dt::after': { content: '"："' },
        },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} data-testid="fact" sx={{ gridColumn: fact.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            color={isBlank(fact.value) ? 'text.secondary' : undefined}
          >
            {isBlank(fact.value) ? t.empty : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
