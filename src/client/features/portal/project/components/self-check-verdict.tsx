import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SelfCheckAnswer, SelfCheckQuestion, SelfCheckVerdict } from '../../../../../shared/domain/recruitment';
import { type Locale, format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { projectMessages } from '../messages';
import { selfCheckMessages } from '../self-check-messages';
import { OfficialAccountQr } from './official-account-dialog';

export interface SelfCheckVerdictPanelProps {
  questions: readonly SelfCheckQuestion[];
  answers: Partial<Record<string, SelfCheckAnswer>>;
  verdict: SelfCheckVerdict;
  rulingOut: readonly string[];
  locale: Locale;
}

/**
 * The result, announced as it changes (a polite live region): the progress until it is
 * decided, then 'may be eligible' or the answers that rule the patient out, and the
 * official-account QR to continue either way.
 */
export function SelfCheckVerdictPanel({ questions, answers, verdict, rulingOut, locale }: SelfCheckVerdictPanelProps) {
  const t = useMessages(selfCheckMessages);
  const projectText = useMessages(projectMessages);
  const site = useQuery(siteQueries.info()).data?.site;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const ruledOut = questions.filter((q) => rulingOut.includes(q.id));
  return (
    <>
      <Box role="status" sx={{ mt: 1 }}>
        {verdict === 'incomplete' && (
          <Typography variant="body2" color="text.secondary">
            {format(t.progress, { answered, total: questions.length })}
          </Typography>
        )}
        {verdict === 'mayBeEligible' && (
          <Alert severity="success">
            <AlertTitle>{t.mayBeEligible}</AlertTitle>
            {t.mayBeEligibleHint}
          </Alert>
        )}
        {verdict === 'notEligible' && (
          <Alert severity="warning">
            <AlertTitle>{t.notEligible}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {ruledOut.map((q) => {
                const answer = answers[q.id];
                return (
                  <li key={q.id}>
                    {q.text[locale]} {answer && format(t.yourAnswer, { answer: t[answer] })}
                  </li>
                );
              })}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t.notEligibleHint}
            </Typography>
          </Alert>
        )}
      </Box>
      {verdict !== 'incomplete' && (
        <Box sx={{ mt: 2 }}>
          <OfficialAccountQr
            qrSrc={site?.qrCode || undefined}
            qrAlt={
              site
                ? format(projectText.officialAccountQrAlt, { hospital: site.hospitalNameFull })
                : projectText.officialAccountQrAltDefault
            }
          />
        </Box>
      )}
    </>
  );
}
