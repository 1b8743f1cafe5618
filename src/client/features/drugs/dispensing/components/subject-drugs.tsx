/**
 * What a subject received, on the subject page: the subject's dispensings with their packs
 * and status, the review, revoke or return the viewer may do now, and the subject's returns
 * with their compliance.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import { DISTRIBUTION, type DistributionAction } from '../../../../../shared/domain/drugs/status';
import { useMessages } from '../../../../lib/i18n';
import { dispensingMessages } from '../messages';
import { dispensingQueries } from '../queries';
import { SubjectReturns } from '../../recovery/components/record-return';
import { DispensingDialog, useDispensingButtons } from './dispensing-page';
import { DistributionTable } from './distribution-table';

export function SubjectDrugs({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(dispensingMessages);
  const list = useQuery(dispensingQueries.list(projectId, { subjectId, offset: 0, limit: 100 }));
  const buttons = useDispensingButtons(projectId);
  const [dialog, setDialog] = useState<{ kind: DistributionAction; distribution: Distribution }>();
  if (list.isError && !list.data)
    return (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t.retry}</Button>}>
        {t.loadFailed}
      </Alert>
    );
  return (
    <>
      <DistributionTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={false}
        showSubject={false}
        actionsOf={(row) => DISTRIBUTION.allowed(row.status, buttons)}
        onRetry={() => void list.refetch()}
        onAction={(distribution, action) => setDialog({ kind: action, distribution })}
      />
      {dialog && <DispensingDialog projectId={projectId} dialog={dialog} onClose={() => setDialog(undefined)} />}
      <SubjectReturns projectId={projectId} subjectId={subjectId} />
    </>
  );
}
