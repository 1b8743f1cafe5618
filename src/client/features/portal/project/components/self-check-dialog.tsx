/**
 * The eligibility self-check questionnaire (issue 13 item 7). The answers live in this
 * component's state only: nothing is written to the device, and closing the dialog drops them.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SelfCheck } from '../../../../../shared/api/portal/self-check';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import {
  type SelfCheckAnswer,
  type SelfCheckQuestion,
  selfCheckVerdict,
} from '../../../../../shared/domain/recruitment/self-check';
import { type Locale, useLocale, useMessages } from '../../../../lib/i18n';
import { projectQueries } from '../queries';
import { type SelfCheckText, selfCheckMessages } from '../self-check-messages';
import { SelfCheckCallback } from './self-check-callback';
import { SelfCheckVerdictPanel } from './self-check-verdict';

export type SelfCheckAnswers = Partial<Record<string, SelfCheckAnswer>>;

const ANSWERS: readonly SelfCheckAnswer[] = ['yes', 'no', 'notSure'];
const isAnswer = (value: string): value is SelfCheckAnswer => (ANSWERS as readonly string[]).includes(value);

interface QuestionFieldProps {
  question: SelfCheckQuestion;
  locale: Locale;
  answer: SelfCheckAnswer | undefined;
  onAnswer: (id: string, answer: SelfCheckAnswer) => void;
  t: SelfCheckText;
}

/** One question: a fieldset whose legend is the question, with the radios 是 / 否 / 不确定. */
function QuestionField({ question, locale, answer, onAnswer, t }: QuestionFieldProps) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', mb: 2 }}>
      <FormLabel
        component="legend"
        id={legendId}
        // The question's number (the list's counter): a list marker would sit beside the radios, not the question.
        sx={{ color: 'text.primary', '&::before': { content: 'counter(self-check-question) ". "' } }}
      >
        {question.text[locale]}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        name={`self-check-${question.id}`}
        value={answer ?? ''}
        onChange={(event) => {
          if (isAnswer(event.target.value)) onAnswer(question.id, event.target.value);
        }}
      >
        {ANSWERS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={t[value]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Questionnaire({ check, projectId }: { check: SelfCheck; projectId: number }) {
  const t = useMessages(selfCheckMessages);
  const { locale } = useLocale();
  const [answers, setAnswers] = useState<SelfCheckAnswers>({});
  const { verdict, rulingOut } = selfCheckVerdict(check.questions, answers);
  const answer = (id: string, value: SelfCheckAnswer) => setAnswers((current) => ({ ...current, [id]: value }));
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {check.hasDoctorChecks && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.doctorChecks}
        </Alert>
      )}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'self-check-question' }}>
        {check.questions.map((question) => (
          <Box component="li" key={question.id} sx={{ counterIncrement: 'self-check-question' }}>
            <QuestionField question={question} locale={locale} answer={answers[question.id]} onAnswer={answer} t={t} />
          </Box>
        ))}
      </Box>
      <SelfCheckVerdictPanel
        questions={check.questions}
        answers={answers}
        verdict={verdict}
        rulingOut={rulingOut}
        locale={locale}
      />
      {verdict === 'mayBeEligible' && (
        <SelfCheckCallback
          projectId={projectId}
          consent={check.consent}
          questions={check.questions}
          answers={answers}
        />
      )}
    </>
  );
}

function DialogBody({ projectId }: { projectId: number }) {
  const t = useMessages(selfCheckMessages);
  const { data, isPending, isError } = useQuery(projectQueries.selfCheck(projectId));
  if (data) {
    return data.questions.length > 0 ? (
      <Questionnaire check={data} projectId={projectId} />
    ) : (
      <Typography>{t.empty}</Typography>
    );
  }
  if (isError) return <Alert severity="error">{t.loadFailed}</Alert>;
  return isPending ? <CircularProgress aria-label={t.loading} sx={{ display: 'block', mx: 'auto' }} /> : null;
}

export function SelfCheckDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages(selfCheckMessages);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent dividers>
        <DialogBody projectId={projectId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
