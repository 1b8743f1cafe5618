import { createFileRoute, notFound } from '@tanstack/react-router';
import { HELP_ID_PATTERN } from '../../../../../shared/domain/documents/help';
import { HelpArticlePage } from '../../../../features/documents/help/components/help-article-page';

const HELP_ID = new RegExp(HELP_ID_PATTERN);

export const Route = createFileRoute('/staff/(documents)/help/$helpId')({
  staticData: { staffCrumb: 'helpCenter' },
  params: {
    parse: ({ helpId }) => {
      if (!HELP_ID.test(helpId)) throw notFound();
      return { helpId };
    },
    stringify: ({ helpId }) => ({ helpId }),
  },
  component: HelpArticleRoute,
});

function HelpArticleRoute() {
  return <HelpArticlePage helpId={Route.useParams().helpId} />;
}
