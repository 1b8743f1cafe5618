import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { afterLoadIdle } from '../../../../lib/after-load';
import { useMessages } from '../../../../lib/i18n';
import { projectMessages } from '../messages';
import { projectQueries } from '../queries';

// The questionnaire (radios, form fields, the verdict) loads on first use: the detail page stays small.
const SelfCheckDialog = lazy(async () => ({ default: (await import('./self-check-dialog')).SelfCheckDialog }));

const noSubscription = () => () => undefined;
/** False while hydrating server HTML: the server never has the questions, a restored cache may. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * 'Check if I may be eligible': shown once the project's self-check questions are known
 * (fetched when the page is idle, or restored from the device for a saved project), and only
 * when there is something to ask.
 */
export function SelfCheckButton({ projectId }: { projectId: number }) {
  const t = useMessages(projectMessages);
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // Reads the cache only: the fetch waits until the page is idle (below).
  const { data } = useQuery({ ...projectQueries.selfCheck(projectId), enabled: false });
  const [open, setOpen] = useState(false);
  // Each opening starts with no answers: nothing from an earlier check is kept.
  const [session, setSession] = useState(0);

  useEffect(
    () => afterLoadIdle(() => void queryClient.prefetchQuery(projectQueries.selfCheck(projectId))),
    [queryClient, projectId],
  );

  if (!hydrated || !data || data.questions.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        {t.selfCheck}
      </Button>
      {session > 0 && (
        <Suspense fallback={null}>
          <SelfCheckDialog key={session} projectId={projectId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
