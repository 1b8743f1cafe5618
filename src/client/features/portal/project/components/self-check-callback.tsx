/**
 * The optional call-back request after a 'may be eligible' self-check (PIPL: explicit consent,
 * unticked by default, with purpose and retention in the text). It needs the network: offline
 * the form is disabled, and the request is never queued or kept on the device (a mutation with
 * networkMode 'always' fails rather than pauses, and the persister saves no mutations).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import {
  PATIENT_NAME_MAX,
  type RecruitLeadBody,
  recruitLeadEndpoint,
} from '../../../../../shared/api/recruitment/recruit-lead';
import type { SelfCheck } from '../../../../../shared/api/portal/self-check';
import { phoneSchema } from '../../../../../shared/api/contract/staff-fields';
import type { SelfCheckAnswer, SelfCheckQuestion } from '../../../../../shared/domain/recruitment';
import { callEndpointWithTip } from '../../../../lib/http';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { type SelfCheckText, selfCheckMessages } from '../self-check-messages';
import { PlainTextField } from '../../../../ui/plain-field';

const MOBILE = new RegExp(phoneSchema.pattern);

function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

interface Draft {
  consent: boolean;
  name: string;
  phone: string;
}
type Problems = Partial<Record<keyof Draft, string>>;

function problemsOf(draft: Draft, t: SelfCheckText): Problems {
  const problems: Problems = {};
  if (!draft.consent) problems.consent = t.consentRequired;
  if (!draft.name.trim()) problems.name = t.nameRequired;
  if (!MOBILE.test(draft.phone.trim())) problems.phone = t.phoneInvalid;
  return problems;
}

export interface SelfCheckCallbackProps {
  projectId: number;
  consent: SelfCheck['consent'];
  questions: readonly SelfCheckQuestion[];
  answers: Partial<Record<string, SelfCheckAnswer>>;
}

const EMPTY_DRAFT: Draft = { consent: false, name: '', phone: '' };

/** The form's state and its one request; refuses to send while offline or without consent. */
function useLeadRequest({ projectId, consent, questions, answers }: SelfCheckCallbackProps, t: SelfCheckText) {
  const online = useOnline();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Problems>({});
  const lead = useMutation({
    mutationFn: (body: RecruitLeadBody) => callEndpointWithTip(recruitLeadEndpoint, { params: { projectId }, body }),
    networkMode: 'always',
    retry: false,
    // The name and phone are not kept once the hospital has them.
    onSuccess: () => setDraft(EMPTY_DRAFT),
  });
  const submit = () => {
    const found = problemsOf(draft, t);
    setProblems(found);
    if (Object.keys(found).length > 0 || !online) return;
    lead.mutate({
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      consent: true,
      consentVersion: consent.version,
      answers: questions.flatMap((q) => {
        const answer = answers[q.id];
        return answer ? [{ questionId: q.id, answer }] : [];
      }),
    });
  };
  return {
    online,
    draft,
    problems,
    lead,
    disabled: !online || lead.isPending,
    edit: (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change })),
    submit,
  };
}

type LeadRequest = ReturnType<typeof useLeadRequest>;

function ConsentField({ text, request, t }: { text: string; request: LeadRequest; t: SelfCheckText }) {
  const ids = { text: useId(), problem: useId() };
  const problem = request.problems.consent;
  return (
    <>
      <Typography id={ids.text} variant="body2" sx={{ my: 1 }}>
        {text}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={request.draft.consent}
            disabled={request.disabled}
            onChange={(event) => request.edit({ consent: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': problem ? `${ids.text} ${ids.problem}` : ids.text } }}
          />
        }
        label={t.consentLabel}
      />
      {problem && (
        <FormHelperText id={ids.problem} error>
          {problem}
        </FormHelperText>
      )}
    </>
  );
}

function ContactFields({ request, t }: { request: LeadRequest; t: SelfCheckText }) {
  const { draft, problems, disabled, edit } = request;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <PlainTextField
        label={t.name}
        value={draft.name}
        disabled={disabled}
        required
        autoComplete="name"
        error={problems.name}
        onChange={(event) => edit({ name: event.target.value })}
        maxLength={PATIENT_NAME_MAX}
      />
      <PlainTextField
        label={t.phone}
        value={draft.phone}
        disabled={disabled}
        required
        type="tel"
        autoComplete="tel"
        error={problems.phone}
        onChange={(event) => edit({ phone: event.target.value })}
        inputMode="numeric"
        maxLength={11}
      />
    </Box>
  );
}

export function SelfCheckCallback(props: SelfCheckCallbackProps) {
  const t = useMessages(selfCheckMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const request = useLeadRequest(props, t);
  const { lead } = request;
  if (lead.isSuccess) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {t.sent}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      sx={{ mt: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        request.submit();
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t.callbackTitle}
      </Typography>
      {!request.online && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t.offline}
        </Alert>
      )}
      <ConsentField text={props.consent.text[locale]} request={request} t={t} />
      <ContactFields request={request} t={t} />
      {lead.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t.failed}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={request.disabled}>
        {lead.isPending ? t.submitting : t.submit}
      </Button>
    </Box>
  );
}
