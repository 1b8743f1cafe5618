/**
 * The catalogue page's arms and dosages: added, edited (at the version read) and deleted with
 * drug:catalogue; a delete is confirmed first, and the server's refusal (an arm a dosage or a
 * pack refers to) is shown in the question.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';
import type { DrugArm, DrugCatalogue, DrugDosage } from '../../../../../shared/api/drugs/catalogue';
import { failureText } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { catalogueMessages } from '../messages';
import { useCatalogueActions } from '../queries';
import { ArmDialog } from './arm-dialog';
import { RowButtons, Section } from './catalogue-section';
import { DosageDialog } from './dosage-dialog';

type Removing = { kind: 'drug' | 'arm' | 'dosage'; id: number; version: number; name: string };

/** The delete question for a drug, an arm or a dosage; a refusal stays in it, worded by the server. */
export function RemoveDialog({ projectId, row, onClose }: { projectId: number; row: Removing; onClose: () => void }) {
  const t = useMessages(catalogueMessages);
  const { remove } = useCatalogueActions(projectId);
  const [refusal, setRefusal] = useState<string>();
  const confirm = () =>
    remove.mutate(
      { kind: row.kind, projectId, id: row.id, version: row.version },
      { onSuccess: onClose, onError: (failure) => setRefusal(failureText(failure, t.removeFailed)) },
    );
  return (
    <ConfirmDialog
      title={`${t.remove} ${row.name}`}
      text={refusal ?? t.removeQuestion}
      confirmLabel={t.remove}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

const nameOf = (id: number, rows: { id: number; code: string; name: string }[]) => {
  const row = rows.find((entry) => entry.id === id);
  return row ? `${row.code} ${row.name}` : '—';
};

interface Props {
  projectId: number;
  catalogue: DrugCatalogue;
  canEdit: boolean;
  states: (colSpan: number, empty: boolean) => ReactNode;
}

export function ArmSections({ projectId, catalogue, canEdit, states }: Props) {
  const t = useMessages(catalogueMessages);
  const [arm, setArm] = useState<DrugArm | 'new'>();
  const [dosage, setDosage] = useState<DrugDosage | 'new'>();
  const [removing, setRemoving] = useState<Removing>();
  const armHeads = [t.code, t.name, t.description, ...(canEdit ? [t.actions] : [])];
  const dosageHeads = [t.arm, t.drug, t.packsPerVisit, t.dailyUnits, t.note, ...(canEdit ? [t.actions] : [])];
  const addButton = (label: string, onClick: () => void, disabled = false) =>
    canEdit && (
      <Stack direction="row">
        <Button variant="outlined" size="small" onClick={onClick} disabled={disabled}>
          {label}
        </Button>
      </Stack>
    );
  return (
    <>
      <Section
        title={t.arms}
        label={t.armTable}
        heads={armHeads}
        state={states(armHeads.length, !catalogue.arms.length)}
      >
        {catalogue.arms.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.code}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.description ?? '—'}</TableCell>
            {canEdit && (
              <RowButtons
                name={`${t.arm} ${row.code}`}
                onEdit={() => setArm(row)}
                onRemove={() => setRemoving({ kind: 'arm', id: row.id, version: row.version, name: row.code })}
              />
            )}
          </TableRow>
        ))}
      </Section>
      {addButton(t.addArm, () => setArm('new'))}
      <Section
        title={t.dosages}
        label={t.dosageTable}
        heads={dosageHeads}
        state={states(dosageHeads.length, !catalogue.dosages.length)}
      >
        {catalogue.dosages.map((row) => {
          const name = `${nameOf(row.armId, catalogue.arms)} · ${nameOf(row.productId, catalogue.products)}`;
          return (
            <TableRow key={row.id}>
              <TableCell>{nameOf(row.armId, catalogue.arms)}</TableCell>
              <TableCell>{nameOf(row.productId, catalogue.products)}</TableCell>
              <TableCell>{row.packsPerVisit}</TableCell>
              <TableCell>{row.dailyUnits}</TableCell>
              <TableCell>{row.note ?? '—'}</TableCell>
              {canEdit && (
                <RowButtons
                  name={`${t.dosage} ${name}`}
                  onEdit={() => setDosage(row)}
                  onRemove={() => setRemoving({ kind: 'dosage', id: row.id, version: row.version, name })}
                />
              )}
            </TableRow>
          );
        })}
      </Section>
      {addButton(t.addDosage, () => setDosage('new'), !catalogue.arms.length || !catalogue.products.length)}
      {arm && (
        <ArmDialog projectId={projectId} row={arm === 'new' ? undefined : arm} onClose={() => setArm(undefined)} />
      )}
      {dosage && (
        <DosageDialog
          projectId={projectId}
          catalogue={catalogue}
          row={dosage === 'new' ? undefined : dosage}
          onClose={() => setDosage(undefined)}
        />
      )}
      {removing && <RemoveDialog projectId={projectId} row={removing} onClose={() => setRemoving(undefined)} />}
    </>
  );
}
