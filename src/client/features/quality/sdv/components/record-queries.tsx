/**
 * The queries raised on one record, with the moves the caller's buttons and the status machine
 * allow: the site answers, the monitor closes or re-opens (as on the queries page).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Query } from '../../../../../shared/api/quality/queries';
import { queryFieldLabel } from '../../../../../shared/domain/quality/query-fields';
import {
  QUERY_ACTION_LABELS,
  QUERY_STATUS_LABELS,
  type QueryAction,
  allowedQueryActions,
} from '../../../../../shared/domain/quality/query-status';
import type { SdvRecordKind } from '../../../../../shared/domain/quality/sdv';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { TextDialog } from '../../queries/components/text-dialog';
import { qualityQueries, useQualityActions } from '../../queries/queries';
import { sdvMessages } from '../messages';

const QUERY_BUTTON_NAMES = ['query:manage', 'query:answer'] as const;

export function RecordQueries({ projectId, kind, id }: { projectId: number; kind: SdvRecordKind; id: number }) {
  const t = useMessages(sdvMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const list = useQuery(
    qualityQueries.list(projectId, { recordKind: kind, recordId: id, unsettled: true, offset: 0, limit: 50 }),
  );
  const actions = useQualityActions(projectId);
  const [dialog, setDialog] = useState<{ action: 'answer' | 'reopen'; query: Query }>();
  const buttons = QUERY_BUTTON_NAMES.filter((button) => access.hasProjectButton(projectId, button));
  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  const act = (query: Query, action: QueryAction) => {
    if (action === 'close') actions.close.mutate({ projectId, id: query.id, version: query.version });
    else setDialog({ action, query });
  };
  const submitText = (text: string) => {
    if (!dialog) return;
    const ref = { projectId, id: dialog.query.id, version: dialog.query.version };
    const done = { onSuccess: () => setDialog(undefined) };
    if (dialog.action === 'answer') actions.answer.mutate({ ...ref, answer: text }, done);
    else actions.reopen.mutate({ ...ref, ...(text ? { note: text } : {}) }, done);
  };
  return (
    <Stack spacing={1}>
      {rows.map((query) => (
        <Stack key={query.id} spacing={0.5} sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1 }}>
          <Typography variant="body2">
            <strong>{queryFieldLabel(query.recordKind, query.field)[locale]}</strong>
            {` · ${QUERY_STATUS_LABELS[query.status][locale]} · ${query.createdBy}`}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {query.question}
          </Typography>
          {query.answer && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              {`${t.answer}: ${query.answer}`}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {allowedQueryActions(query.status, buttons).map((action) => (
              <Button key={action} size="small" onClick={() => act(query, action)}>
                {QUERY_ACTION_LABELS[action][locale]}
              </Button>
            ))}
          </Stack>
        </Stack>
      ))}
      {dialog && (
        <TextDialog
          title={dialog.action === 'answer' ? t.answerTitle : t.reopenTitle}
          label={dialog.action === 'answer' ? t.answer : t.reopenNote}
          required={dialog.action === 'answer'}
          busy={actions.answer.isPending || actions.reopen.isPending}
          onSubmit={submitText}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
