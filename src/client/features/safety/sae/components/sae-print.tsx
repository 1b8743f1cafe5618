/** One SAE report as printed: the four CIOMS I sections, then the signature manifest. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SaePrint as SaePrintData } from '../../../../../shared/api/safety/sae-print';
import { hospitalTime } from '../../../../../shared/domain/hospital-time';
import { SERIOUSNESS_LABELS } from '../../../../../shared/domain/safety/records';
import { joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { PrintTable } from '../../../../ui/print-page/print-table';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { useAeDictionaries } from '../../ae/ae-dictionaries';
import { useConMedDictionaries } from '../../con-meds/con-med-dictionaries';
import { saePrintMessages } from '../print-messages';
import { saeQueries } from '../queries';

const cell = { border: 1, borderColor: 'divider', p: 0.75 } as const;

function Section({ title, fields }: { title: string; fields: [string, ReactNode][] }) {
  return (
    <Box component="section" sx={{ mt: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, bgcolor: 'action.hover', px: 0.75 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {fields.map(([label, value]) => (
          <Box key={label} sx={cell}>
            <Typography variant="caption" component="div" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
              {value ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const at = (iso: string | null | undefined) => (iso ? hospitalTime(Date.parse(iso)) : '—');

function Cioms({ sae }: { sae: SaePrintData }) {
  const t = useMessages(saePrintMessages);
  const { locale } = useLocale();
  const dict = useAeDictionaries();
  const conMedDict = useConMedDictionaries();
  const type = sae.reportType === 'followup' ? `${t.followup} (${sae.initialNo ?? '—'})` : t.initial;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="sae-print-number">
        {t.reportNo}：{sae.reportNo ?? t.draft} · {t.reportType}：{type}
      </Typography>
      <Section
        title={t.reaction}
        fields={[
          [t.subject, `${sae.subjectNumber ?? '—'} / ${sae.subjectInitials ?? '—'}`],
          [t.country, sae.country],
          [t.sex, sae.sex === 'male' ? t.male : sae.sex === 'female' ? t.female : sae.sex],
          [t.age, sae.ageAtOnset],
          [t.onset, sae.onsetDate],
          [t.end, sae.endDate],
          [t.term, sae.aeTerm],
          [t.grade, dict.label('grade', sae.grade ?? null)],
          [t.outcome, dict.label('outcome', sae.outcome)],
          [
            t.seriousness,
            joinList(
              sae.seriousness.map((c) => SERIOUSNESS_LABELS[c][locale]),
              locale,
            ),
          ],
          [t.description, sae.description],
        ]}
      />
      <Section
        title={t.suspect}
        fields={[
          [t.drug, sae.suspectDrug],
          // The report holds no dose or route of the investigational product: say so, never guess.
          [t.dailyDose, t.notRecorded],
          [t.indication, sae.indication],
          [t.therapy, sae.therapyStart],
          [t.relation, dict.label('drugRelation', sae.drugRelation)],
          [t.action, dict.label('drugAction', sae.drugAction)],
          [t.treatment, sae.treatment],
        ]}
      />
      <Box component="section" sx={{ mt: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, bgcolor: 'action.hover', px: 0.75 }}>
          {t.concomitant}
        </Typography>
        <PrintTable
          empty={t.noConMeds}
          columns={[t.drug, t.dose, t.route, t.frequency, t.dates, t.indication]}
          rows={sae.conMeds.map((m) => [
            m.drug,
            m.dose,
            conMedDict.label('route', m.route),
            conMedDict.label('frequency', m.frequency),
            `${m.startDate} – ${m.endDate ?? ''}`,
            m.indication,
          ])}
        />
      </Box>
      <Section
        title={t.reporter}
        fields={[
          [t.source, t.sourceText],
          [t.learnedAt, at(sae.learnedAt)],
          [t.submittedBy, sae.submittedBy],
          [t.submittedAt, at(sae.submittedAt)],
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <SignatureManifest signatures={sae.signatures} />
      </Box>
    </>
  );
}

export function SaePrint({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(saePrintMessages);
  const query = useQuery(saeQueries.print(projectId, id));
  const sae = query.data;
  return (
    <PrintPage title={t.title} header={sae} loading={query.isPending} failed={query.isError}>
      {sae && <Cioms sae={sae} />}
    </PrintPage>
  );
}
