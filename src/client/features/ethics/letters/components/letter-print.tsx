/**
 * A decision letter's print page, for the committee (any letter, a draft marked as such) or
 * for the project's team (signed letters only): the letter as it prints on A4, with a print button.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LETTER_KIND_LABELS } from '../../../../../shared/domain/ethics/letters';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { PrintPage } from '../../../../ui/print-page/print-page';
import { RouterLink } from '../../../../ui/router-link';
import { ethicsLetterMessages } from '../messages';
import { letterQueries } from '../queries';
import { LetterDocument } from './letter-document';

export type LetterView = { kind: 'board' } | { kind: 'team'; projectId: number };

export function LetterPrint({ view, submissionId }: { view: LetterView; submissionId: number }) {
  const t = useMessages(ethicsLetterMessages);
  const { locale } = useLocale();
  const team = view.kind === 'team';
  const teamQuery = useQuery({ ...letterQueries.team(team ? view.projectId : 0, submissionId), enabled: team });
  const boardQuery = useQuery({ ...letterQueries.board(submissionId), enabled: !team });
  const query = team ? teamQuery : boardQuery;
  const letter = query.data;
  const title = letter ? LETTER_KIND_LABELS[letter.kind][locale] : t.letter;
  useDocumentTitle(title);
  const back =
    view.kind === 'team' ? (
      <RouterLink
        to="/staff/projects/$projectId/ethics-submissions/$submissionId"
        params={{ projectId: view.projectId, submissionId }}
      >
        {t.back}
      </RouterLink>
    ) : (
      <RouterLink to="/staff/ethics-board/$submissionId" params={{ submissionId }}>
        {t.back}
      </RouterLink>
    );
  return (
    <Box>
      <Box data-print-hide sx={{ mb: 1 }}>
        {back}
      </Box>
      <PrintPage title={title} loading={query.isPending} failed={query.isError}>
        {letter === null && <Typography sx={{ mt: 2 }}>{view.kind === 'team' ? t.notSigned : t.none}</Typography>}
        {letter && <LetterDocument letter={letter} />}
      </PrintPage>
    </Box>
  );
}
