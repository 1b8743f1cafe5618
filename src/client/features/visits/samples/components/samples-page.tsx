/**
 * A project's biological samples (page SampleBoxes, SPEC §7 'sample box'): a tab each for
 * the samples, the boxes with their maps, and the shipments to central labs. Buttons show
 * for sample:collect, sample:store and sample:ship.
 */
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { samplesMessages } from '../messages';
import { BoxesPanel } from './boxes-panel';
import { SamplesPanel } from './samples-panel';
import { ShipmentsPanel } from './shipments-panel';

const TABS = ['samples', 'boxes', 'shipments'] as const;
type SampleTab = (typeof TABS)[number];

export function SamplesPage({ projectId }: { projectId: number }) {
  const t = useMessages(samplesMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const [tab, setTab] = useState<SampleTab>('samples');
  const names: Record<SampleTab, string> = { samples: t.samplesTab, boxes: t.boxesTab, shipments: t.shipmentsTab };
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <Tabs value={tab} onChange={(_, next: SampleTab) => setTab(next)} aria-label={t.tabs} variant="scrollable">
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={names[value]}
            id={`samples-tab-${value}`}
            aria-controls="samples-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="samples-panel" aria-labelledby={`samples-tab-${tab}`}>
        {tab === 'samples' && (
          <SamplesPanel projectId={projectId} canCollect={access.hasProjectButton(projectId, 'sample:collect')} />
        )}
        {tab === 'boxes' && (
          <BoxesPanel projectId={projectId} canStore={access.hasProjectButton(projectId, 'sample:store')} />
        )}
        {tab === 'shipments' && (
          <ShipmentsPanel projectId={projectId} canShip={access.hasProjectButton(projectId, 'sample:ship')} />
        )}
      </div>
    </Stack>
  );
}
