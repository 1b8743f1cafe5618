/**
 * A project's trial drugs (page DrugCatalogue): its drug settings, its drugs (added, edited
 * and deleted with drug:catalogue), its arms and each arm's dosages (arm-sections.tsx).
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { DRUG_MANAGEMENTS, type DrugProduct, type DrugSetting } from '../../../../../shared/api/drugs/catalogue';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { degrees } from '../drug-form';
import { catalogueMessages } from '../messages';
import { catalogueQueries, useCatalogueActions } from '../queries';
import { ArmSections, RemoveDialog } from './arm-sections';
import { RowButtons, Section } from './catalogue-section';
import { DrugDialog } from './drug-dialog';

function SettingsForm({ projectId, setting, canEdit }: { projectId: number; setting: DrugSetting; canEdit: boolean }) {
  const t = useMessages(catalogueMessages);
  const { setting: save } = useCatalogueActions(projectId);
  const [draft, setDraft] = useState(setting);
  const days = Number(draft.expiryWarningDays);
  const daysOk = Number.isInteger(days) && days >= 1 && days <= 365;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t.management}
        value={draft.management}
        disabled={!canEdit}
        onChange={(event) => setDraft({ ...draft, management: event.target.value as DrugSetting['management'] })}
        sx={{ minWidth: 160 }}
      >
        {DRUG_MANAGEMENTS.map((value) => (
          <MenuItem key={value} value={value}>
            {t[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={t.warningDays}
        value={draft.expiryWarningDays}
        disabled={!canEdit}
        error={!daysOk}
        helperText={daysOk ? undefined : '1–365'}
        onChange={(event) => setDraft({ ...draft, expiryWarningDays: Number(event.target.value) })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.needsPrescription}
            disabled={!canEdit}
            onChange={(event) => setDraft({ ...draft, needsPrescription: event.target.checked })}
          />
        }
        label={t.needsPrescription}
      />
      {canEdit && (
        <Button
          variant="outlined"
          disabled={!daysOk || save.isPending}
          onClick={() => save.mutate({ ...draft, projectId, version: setting.version })}
        >
          {t.saveSettings}
        </Button>
      )}
    </Stack>
  );
}

export function CataloguePage({ projectId }: { projectId: number }) {
  const t = useMessages(catalogueMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const canEdit = access.hasProjectButton(projectId, 'drug:catalogue');
  const setting = useQuery(catalogueQueries.setting(projectId));
  const list = useQuery(catalogueQueries.catalogue(projectId));
  const [editing, setEditing] = useState<DrugProduct | 'new'>();
  const [removing, setRemoving] = useState<ComponentProps<typeof RemoveDialog>['row']>();
  const data = list.data ?? { products: [], arms: [], dosages: [] };
  const states = (colSpan: number, empty: boolean) => (
    <TableStates
      colSpan={colSpan}
      loading={list.isPending}
      failed={list.isError}
      empty={empty}
      onRetry={() => void list.refetch()}
      skeletonRows={2}
    />
  );
  const drugHeads = [t.code, t.name, t.specification, t.dosageForm, t.packUnit, t.storage, t.blinded];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {canEdit && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.addDrug}
          </Button>
        )}
      </StaffPageHeader>
      <Typography variant="h6" component="h2">
        {t.settings}
      </Typography>
      {setting.data && (
        <SettingsForm key={setting.data.version} projectId={projectId} setting={setting.data} canEdit={canEdit} />
      )}
      <Section
        title={t.drugs}
        label={t.drugTable}
        heads={canEdit ? [...drugHeads, t.actions] : drugHeads}
        state={states(drugHeads.length + 1, data.products.length === 0)}
      >
        {data.products.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.code}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.specification}</TableCell>
            <TableCell>{row.dosageForm}</TableCell>
            <TableCell>{`${row.unitsPerPack} / ${row.packUnit}`}</TableCell>
            <TableCell>{`${degrees(row.storageMinTenths)} – ${degrees(row.storageMaxTenths)}`}</TableCell>
            <TableCell>{row.blinded ? t.yes : t.no}</TableCell>
            {canEdit && (
              <RowButtons
                name={row.code}
                onEdit={() => setEditing(row)}
                onRemove={() => setRemoving({ kind: 'drug', id: row.id, version: row.version, name: row.code })}
              />
            )}
          </TableRow>
        ))}
      </Section>
      <ArmSections projectId={projectId} catalogue={data} canEdit={canEdit} states={states} />
      {editing && (
        <DrugDialog
          projectId={projectId}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && <RemoveDialog projectId={projectId} row={removing} onClose={() => setRemoving(undefined)} />}
    </Stack>
  );
}
