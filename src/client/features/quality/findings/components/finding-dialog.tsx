/**
 * One finding: its history (recorded, sent, answered, returned n times, accepted, the last
 * note) and evidence files, and the move open to the caller now: the responsible member's
 * answer (corrective and preventive action, evidence uploads) or the checker's accept or return.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { sourceName } from './finding-source';
import { type EvidenceFile, evidenceDownloadEndpoint } from '../../../../../shared/api/quality/evidence';
import type { Finding } from '../../../../../shared/api/quality/findings';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { FINDING_ACTION_LABELS, type FindingAction } from '../../../../../shared/domain/quality/qc-status';
import { IMAGE_ACCEPT, PDF_EXTENSION } from '../../../../../shared/domain/study';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { findingMessages } from '../messages';
import { findingQueries, useFindingActions } from '../queries';

const ACCEPT = `${IMAGE_ACCEPT},.${PDF_EXTENSION}`;
const at = (iso: string | null) => (iso ? hospitalTime(Date.parse(iso)) : '');

function History({ finding }: { finding: Finding }) {
  const t = useMessages(findingMessages);
  const lines = [
    format(t.raised, { time: at(finding.createdAt), name: finding.createdBy }),
    finding.responsibleName && format(t.sent, { name: finding.responsibleName, day: finding.rectifyDue ?? '' }),
    finding.answeredAt && format(t.answered, { time: at(finding.answeredAt), name: finding.answeredBy ?? '' }),
    finding.returnCount > 0 && format(t.returned, { count: finding.returnCount }),
    finding.status === 3 && format(t.verified, { time: at(finding.verifiedAt), name: finding.verifiedBy ?? '' }),
    finding.verifyNote && format(t.lastNote, { note: finding.verifyNote }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Stack component="ol" spacing={0.5} aria-label={t.history} sx={{ pl: 2, m: 0 }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/** The evidence files by id, each a download button named by its file name once known. */
function EvidenceList({ projectId, ids, names }: { projectId: number; ids: number[]; names: Map<number, string> }) {
  const t = useMessages(findingMessages);
  const download = async (fileId: number) => {
    try {
      saveBlob(
        await callFileEndpoint(evidenceDownloadEndpoint, { params: { projectId, fileId } }),
        names.get(fileId) ?? `evidence-${fileId}`,
      );
    } catch (error) {
      showInfo({ text: failureText(error, t.downloadFailed) });
    }
  };
  if (ids.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-label={t.evidence}>
      {ids.map((id) => (
        <Button key={id} size="small" onClick={() => void download(id)}>
          {names.get(id) ?? format(t.evidenceFile, { id })}
        </Button>
      ))}
    </Stack>
  );
}

export interface FindingDialogProps {
  projectId: number;
  finding: Finding;
  /** The move the caller chose, or none to only read. */
  action?: FindingAction;
  onClose: () => void;
}

export function FindingDialog({ projectId, finding, action, onClose }: FindingDialogProps) {
  const t = useMessages(findingMessages);
  const { locale } = useLocale();
  const actions = useFindingActions(projectId);
  const [corrective, setCorrective] = useState(finding.corrective ?? '');
  const [preventive, setPreventive] = useState(finding.preventive ?? '');
  const [evidence, setEvidence] = useState<number[]>(finding.evidence);
  const saved = useQuery({ ...findingQueries.evidence(projectId, finding.id), enabled: finding.evidence.length > 0 });
  const [uploaded, setUploaded] = useState<EvidenceFile[]>([]);
  const names = new Map([...(saved.data ?? []), ...uploaded].map((file) => [file.fileId, file.name]));
  const [note, setNote] = useState('');
  const ref = { projectId, id: finding.id, version: finding.version };
  const done = { onSuccess: onClose };
  const busy = actions.answer.isPending || actions.accept.isPending || actions.return.isPending;

  const submit = () => {
    if (action === 'answer' && corrective.trim() && preventive.trim())
      actions.answer.mutate({ ...ref, corrective: corrective.trim(), preventive: preventive.trim(), evidence }, done);
    else if (action === 'accept')
      actions.accept.mutate({ ...ref, ...(note.trim() ? { note: note.trim() } : {}) }, done);
    else if (action === 'return' && note.trim()) actions.return.mutate({ ...ref, note: note.trim() }, done);
    else if (action === undefined) onClose();
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    actions.upload.mutate(file, {
      onSuccess: (stored) => {
        setUploaded((files) => [...files, stored]);
        setEvidence((ids) => [...ids, stored.fileId]);
      },
      onError: (error) => showInfo({ text: failureText(error, t.uploadFailed) }),
    });
  };

  return (
    <FormDialog
      title={action ? FINDING_ACTION_LABELS[action][locale] : `${t.details} · ${sourceName(t, finding)}`}
      submitLabel={action ? undefined : t.close}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{finding.description}</Typography>
        <History finding={finding} />
        {action !== 'answer' && finding.corrective && (
          <Typography variant="body2">{`${t.corrective}: ${finding.corrective}`}</Typography>
        )}
        {action !== 'answer' && finding.preventive && (
          <Typography variant="body2">{`${t.preventive}: ${finding.preventive}`}</Typography>
        )}
        <EvidenceList projectId={projectId} ids={action === 'answer' ? evidence : finding.evidence} names={names} />
        {action === 'answer' && (
          <>
            <TextField
              required
              multiline
              minRows={2}
              label={t.corrective}
              value={corrective}
              onChange={(e) => setCorrective(e.target.value)}
            />
            <TextField
              required
              multiline
              minRows={2}
              label={t.preventive}
              value={preventive}
              onChange={(e) => setPreventive(e.target.value)}
            />
            <Button component="label" variant="outlined" disabled={actions.upload.isPending}>
              {t.addEvidence}
              <input hidden type="file" accept={ACCEPT} onChange={picked} />
            </Button>
          </>
        )}
        {(action === 'accept' || action === 'return') && (
          <TextField
            autoFocus
            multiline
            minRows={2}
            required={action === 'return'}
            label={action === 'return' ? t.returnReason : t.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
