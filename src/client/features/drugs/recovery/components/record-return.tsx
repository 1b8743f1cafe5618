/**
 * The entry points of returns on other drug screens: a dispensing row's 'record return' (a
 * reviewed dispensing, for holders of drug:return) and a subject's returns with their
 * compliance (for those who see the returns page).
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import { useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { useStaffAccess } from '../../../access';
import { recoveryMessages } from '../messages';
import { recoveryQueries } from '../queries';
import { ReturnDialog } from './return-dialog';
import { ReturnsTable } from './returns-table';

export function RecordReturnButton({ distribution }: { distribution: Distribution }) {
  const t = useMessages(recoveryMessages);
  const access = useStaffAccess();
  const today = useHospitalToday();
  const [open, setOpen] = useState(false);
  if (distribution.status !== 'reviewed' || !access.hasProjectButton(distribution.projectId, 'drug:return'))
    return null;
  return (
    <>
      <Button size="small" aria-label={`${t.recordReturn} ${distribution.subjectNumber}`} onClick={() => setOpen(true)}>
        {t.recordReturn}
      </Button>
      {open && (
        <ReturnDialog
          projectId={distribution.projectId}
          today={today}
          distribution={distribution}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export function SubjectReturns({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(recoveryMessages);
  const access = useStaffAccess();
  const allowed = access.hasProjectPage(projectId, 'DrugRecovery');
  const list = useQuery({
    ...recoveryQueries.returns(projectId, { subjectId, offset: 0, limit: 100 }),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t.subjectReturns}
      </Typography>
      <ReturnsTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        showSubject={false}
      />
    </>
  );
}
