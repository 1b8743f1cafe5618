import { createFileRoute } from '@tanstack/react-router';
import { DocumentTemplatesPage } from '../../../features/documents/binder/components/binder-page';

export const Route = createFileRoute('/staff/(documents)/document-templates')({
  staticData: { staffPage: 'DocumentTemplates' },
  component: DocumentTemplatesPage,
});
