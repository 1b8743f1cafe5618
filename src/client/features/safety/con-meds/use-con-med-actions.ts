/** The writes of a project's concomitant medications; the project's lists are fetched again after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConMedRowRef,
  type ConMedSaveBody,
  conMedCheckEndpoint,
  conMedDeleteEndpoint,
  conMedImportEndpoint,
  conMedSaveEndpoint,
} from '../../../../shared/api/safety/con-meds';
import { callEndpointWithTip } from '../../../lib/http';
import { format, inEachLanguage } from '../../../lib/i18n';
import type { SpreadsheetImportBody } from '../../../lib/use-spreadsheet-import';
import { conMedKeys } from './queries';
import { type SuccessText, successFrom } from '../../../lib/mutation-success';
import { conMedMessages } from './messages';

type ConMedFlag = 'prohibited' | 'cautioned';

/** A medication on the prohibited or caution list says so when saved. */
const savedText = successFrom(({ ruleFlag }: { ruleFlag: ConMedFlag | null }): SuccessText | 'saved' => {
  if (!ruleFlag) return 'saved';
  return inEachLanguage((locale) => {
    const messages = conMedMessages[locale];
    return format(messages.savedFlag, { flag: messages[ruleFlag] });
  });
});

export function useConMedActions(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: conMedKeys.of(projectId) });
  const save = useMutation({
    meta: { success: savedText },
    mutationFn: async (body: ConMedSaveBody) => (await callEndpointWithTip(conMedSaveEndpoint, { body })).data,
    onSuccess,
  });
  const check = useMutation({
    meta: { success: 'statusUpdated' },
    mutationFn: async (body: ConMedRowRef) => (await callEndpointWithTip(conMedCheckEndpoint, { body })).data,
    onSuccess,
  });
  const remove = useMutation({
    meta: { success: 'deleted' },
    mutationFn: async (body: ConMedRowRef) => (await callEndpointWithTip(conMedDeleteEndpoint, { body })).data,
    onSuccess,
  });
  const importFile = useMutation({
    mutationFn: async (body: SpreadsheetImportBody) =>
      (await callEndpointWithTip(conMedImportEndpoint, { body: { projectId, ...body } })).data,
    onSuccess: (answer) => (answer.applied ? onSuccess() : undefined),
  });
  return { save, check, remove, importFile };
}
