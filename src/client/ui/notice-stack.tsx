/** Where notices show: a column at the top centre, above the page and its dialogs, never taking clicks itself. */
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export function NoticeStack({ children }: { children: ReactNode }) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        alignItems: 'center',
        pointerEvents: 'none',
      }}
    >
      {children}
    </Stack>
  );
}
