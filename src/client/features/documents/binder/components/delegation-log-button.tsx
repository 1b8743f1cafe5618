/**
 * '生成授权分工表' on the binder (document:upload): generates the delegation log from the
 * project's team and files it as the next effective version in folder 05; an unchanged team
 * files nothing and says so.
 */
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DelegationLogResult, delegationLogEndpoint } from '../../../../../shared/api/documents/delegation';
import { callEndpointWithTip } from '../../../../lib/http';
import { useMessages } from '../../../../lib/i18n';
import { successFrom, successText } from '../../../../lib/mutation-success';
import { binderMessages } from '../messages';
import { binderKeys } from '../queries';

export function DelegationLogButton({ projectId }: { projectId: number }) {
  const t = useMessages(binderMessages);
  const queryClient = useQueryClient();
  const generate = useMutation({
    meta: {
      success: successFrom<DelegationLogResult>((result) =>
        successText(binderMessages, result.outcome === 'filed' ? 'delegationFiled' : 'delegationUnchanged', {
          number: result.number,
        }),
      ),
    },
    mutationFn: async () => (await callEndpointWithTip(delegationLogEndpoint, { body: { projectId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: binderKeys.of(projectId) }),
  });
  return (
    <Button variant="outlined" disabled={generate.isPending} onClick={() => generate.mutate()}>
      {t.delegationLog}
    </Button>
  );
}
