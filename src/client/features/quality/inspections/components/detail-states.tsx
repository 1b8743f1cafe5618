/** The loading and failed states of a detail page under its 'back' link (inspections, self-checks). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export function DetailStates({
  back,
  loading,
  label,
  failedText,
  retryText,
  onRetry,
}: {
  back: ReactNode;
  loading: boolean;
  label: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (loading)
    return (
      <Stack spacing={2} aria-busy="true">
        {back}
        <Skeleton variant="rectangular" height={200} aria-label={label} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryText}
          </Button>
        }
      >
        {failedText}
      </Alert>
    </Stack>
  );
}
