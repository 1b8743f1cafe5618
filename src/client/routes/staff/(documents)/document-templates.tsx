import { createFileRoute } from '@tanstack/react-router';
import { DocumentTemplatesPage } from '../../../features/documents/templates/components/templates-page';

export const Route = createFileRoute('/staff/(documents)/document-templates')({
  staticData: { staffPage: 'DocumentTemplates' },
  component: DocumentTemplatesPage,
});
