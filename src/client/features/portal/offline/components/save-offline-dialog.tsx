import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { offeredEntries } from '../../../../../shared/api/study/dict';
import { DEFAULT_RECRUIT_STATUS } from '../../../../../shared/domain/constants';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useKioskReset } from '../../../../lib/kiosk';
import { dictName, siteQueries } from '../../../../lib/site-queries';
import { offlineMessages } from '../messages';
import { type ProjectSaver, type SaveProgress, saveProjectsForOffline } from '../save-offline';
import { MuiScope } from '../../../../ui/mui-scope';
import { PlainSelectField, PlainTextField } from '../../../../ui/plain-field';

const ALL = '';

function progressText(t: Record<keyof (typeof offlineMessages)['zh-CN'], string>, progress: SaveProgress): string {
  const counts = { done: progress.done, total: progress.total };
  if (progress.phase === 'listing') return t.listing;
  if (progress.phase === 'failed') return format(t.failed, counts);
  if (progress.phase === 'done') return progress.total === 0 ? t.nothingFound : format(t.finished, counts);
  return format(t.progress, counts);
}

function SaveProgressView({ progress }: { progress: SaveProgress }) {
  const t = useMessages(offlineMessages);
  const busy = progress.phase === 'listing' || progress.phase === 'saving';
  const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <LinearProgress
        variant={progress.phase === 'listing' ? 'indeterminate' : 'determinate'}
        value={busy || progress.phase === 'failed' ? percent : 100}
        aria-label={t.saveTitle}
      />
      <Typography role="status" aria-live="polite" variant="body2" data-testid="save-offline-status">
        {progressText(t, progress)}
      </Typography>
    </Stack>
  );
}

/**
 * The 'save for offline' dialog: a recruitment status (default recruiting) and an optional
 * keyword; saving shows a progress bar with counts and can be cancelled.
 */
interface SaveOfflineDialogProps {
  open: boolean;
  onClose: () => void;
  saver: ProjectSaver;
}

/** With MUI's theme: the dialog loads lazily, outside the plain public frame. */
export function SaveOfflineDialog(props: SaveOfflineDialogProps) {
  return (
    <MuiScope>
      <SaveOfflineDialogContent {...props} />
    </MuiScope>
  );
}

function SaveOfflineDialogContent({ open, onClose, saver }: SaveOfflineDialogProps) {
  const { locale } = useLocale();
  const t = useMessages(offlineMessages);
  const { data: dictionaries } = useQuery({ ...siteQueries.dictionaries(), enabled: open });
  const [recruitStatus, setRecruitStatus] = useState<string>(DEFAULT_RECRUIT_STATUS);
  const [keyword, setKeyword] = useState('');
  const [progress, setProgress] = useState<SaveProgress | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);
  const busy = progress?.phase === 'listing' || progress?.phase === 'saving';

  useEffect(() => () => controller.current?.abort(), []);
  const close = () => {
    controller.current?.abort();
    setProgress(undefined);
    onClose();
  };
  useKioskReset(() => {
    setKeyword('');
    if (open) close();
  });

  const start = async () => {
    controller.current = new AbortController();
    await saveProjectsForOffline(saver, { recruitStatus, keyword }, setProgress, controller.current.signal);
  };

  const statuses = offeredEntries(dictionaries?.[DictCode.recruitStatus]);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="save-offline-title" fullWidth maxWidth="sm">
      <DialogTitle id="save-offline-title">{t.saveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.saveIntro}</DialogContentText>
        <Stack spacing={2}>
          <PlainSelectField
            label={t.status}
            value={recruitStatus}
            onChange={(event) => setRecruitStatus(event.target.value)}
            disabled={busy}
          >
            <option value={ALL}>{t.allStatuses}</option>
            {statuses.map((status) => (
              <option key={status.key} value={status.key}>
                {dictName(status, locale)}
              </option>
            ))}
            {statuses.length === 0 && <option value={DEFAULT_RECRUIT_STATUS}>{DEFAULT_RECRUIT_STATUS}</option>}
          </PlainSelectField>
          <PlainTextField
            label={t.keyword}
            hint={t.keywordHint}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            disabled={busy}
            maxLength={100}
          />
        </Stack>
        {progress && <SaveProgressView progress={progress} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{busy ? t.cancel : t.close}</Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy}>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
