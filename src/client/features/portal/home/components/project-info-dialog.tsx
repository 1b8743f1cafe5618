/**
 * The project-info dialog (loaded lazily on first open): 80% of the window wide, a
 * button toggles full screen, the body is the project overview the route hands in.
 * On close, focus goes back to the title that opened it.
 */
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { homeMessages } from '../messages';
import { CloseIcon, FullscreenExitIcon, FullscreenIcon } from './icons';
import { MuiScope } from '../../../../ui/mui-scope';

export interface ProjectInfoDialogProps {
  open: boolean;
  projectId: number;
  onClose: () => void;
  /** Runs once the closing transition is over (focus return). */
  onClosed: () => void;
  renderOverview: (projectId: number) => ReactNode;
}

function OverviewSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="rounded" height={100} width={100} sx={{ my: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Box>
  );
}

function ProjectInfoDialogContent(props: ProjectInfoDialogProps) {
  const t = useMessages(homeMessages);
  const [fullScreen, setFullScreen] = useState(false);
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      maxWidth={false}
      aria-labelledby={titleId}
      // Focus is handed back by onClosed, to the title even if the list re-rendered.
      disableRestoreFocus
      slotProps={{
        paper: { sx: fullScreen ? undefined : { width: '80%' } },
        transition: { onExited: props.onClosed },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t.dialogTitle}
        </Box>
        <IconButton
          onClick={() => setFullScreen((value) => !value)}
          aria-label={t.dialogEnlarge}
          aria-pressed={fullScreen}
        >
          {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
        <IconButton onClick={props.onClose} aria-label={t.dialogClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={<OverviewSkeleton />}>{props.renderOverview(props.projectId)}</Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** With MUI's theme: this piece loads lazily, outside the plain public frame. */
export default function ProjectInfoDialog(props: ProjectInfoDialogProps) {
  return (
    <MuiScope>
      <ProjectInfoDialogContent {...props} />
    </MuiScope>
  );
}
