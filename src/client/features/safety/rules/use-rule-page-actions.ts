/** The page's own actions: a new draft from the published version, and the confirmed publish or delete with their notices. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafetyRuleDetail, SafetyRuleSummary } from '../../../../shared/api/safety/rules';
import { EMPTY_SAFETY_RULES } from '../../../../shared/domain/safety/rules';
import { failureText } from '../../../lib/field-problem';
import { useMessages } from '../../../lib/i18n';
import { safetyRuleMessages } from './messages';
import { safetyRuleQueries } from './queries';
import { useSafetyRuleActions } from './use-safety-rule-actions';

/** The write waiting for the user's confirmation. */
export type Pending = { kind: 'publish' | 'delete'; rule: SafetyRuleDetail };

export function useRulePageActions(
  projectId: number,
  versions: SafetyRuleSummary[],
  onOpenChange: (id: number | undefined) => void,
) {
  const t = useMessages(safetyRuleMessages);
  const queryClient = useQueryClient();
  const { save, publish, remove } = useSafetyRuleActions(projectId);
  const [pending, setPending] = useState<Pending>();
  const [notice, setNotice] = useState<{ severity: 'error'; text: string }>();

  const newDraft = async () => {
    const published = versions.find((v) => v.status === 'published');
    const source = published
      ? await queryClient.fetchQuery(safetyRuleQueries.version(projectId, published.id))
      : undefined;
    save.mutate(
      { projectId, name: source?.name ?? t.title, content: source?.content ?? EMPTY_SAFETY_RULES },
      {
        onSuccess: (data) => data && onOpenChange(data.id),
        onError: (e) => setNotice({ severity: 'error', text: failureText(e, t.actionFailed) }),
      },
    );
  };

  const confirm = ({ kind, rule }: Pending) => {
    const ref = { projectId, id: rule.id, version: rule.version };
    const onError = (e: Error) => setNotice({ severity: 'error', text: failureText(e, t.actionFailed) });
    const onSettled = () => setPending(undefined);
    if (kind === 'delete') {
      remove.mutate(ref, { onSuccess: () => onOpenChange(undefined), onError, onSettled });
      return;
    }
    publish.mutate(ref, { onError, onSettled });
  };

  return { save, publish, remove, pending, setPending, notice, setNotice, newDraft, confirm };
}
