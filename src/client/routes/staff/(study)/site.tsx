import { createFileRoute } from '@tanstack/react-router';
import { SiteSettingsPage } from '../../../features/study/site/components/site-settings-page';

// Code-split like every staff route (autoCodeSplitting): the settings form loads on its own.
export const Route = createFileRoute('/staff/(study)/site')({
  staticData: { staffPage: 'SiteSettings' },
  component: SiteSettingsPage,
});
