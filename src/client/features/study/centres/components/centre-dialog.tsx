/**
 * Add or edit a research centre: name, role, site PI (by name; at our own centre also a staff
 * user of the team), ethics approval number and day, enrolment target, note. Errors under their fields.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type CentreList, type ResearchCentre, centreSaveEndpoint } from '../../../../../shared/api/study/centres';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import {
  CENTRE_APPROVAL_MAX,
  CENTRE_NAME_MAX,
  CENTRE_NOTE_MAX,
  CENTRE_PI_MAX,
  CENTRE_ROLES,
  CENTRE_ROLE_LABELS,
} from '../../../../../shared/domain/study/centres';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { centreMessages } from '../messages';
import { useCentreActions } from '../use-centre-actions';

export interface CentreDialogProps {
  projectId: number;
  /** The centre to edit; a new one when absent. */
  centre?: ResearchCentre;
  team: CentreList['team'];
  onClose: () => void;
}

const dateInput = { inputLabel: { shrink: true } } as const;
const checkBody = schemaChecker(centreSaveEndpoint.schema.body);

export function CentreDialog({ projectId, centre, team, onClose }: CentreDialogProps) {
  const t = useMessages(centreMessages);
  const { locale } = useLocale();
  const { save } = useCentreActions(projectId);
  const form = useFormDraft({
    name: centre?.name ?? '',
    role: centre?.role ?? 'participating',
    piName: centre?.piUserId ? '' : (centre?.piName ?? ''),
    piUserId: centre?.piUserId ? String(centre.piUserId) : '',
    ethicsApprovalNumber: centre?.ethicsApprovalNumber ?? '',
    ethicsApprovalDate: centre?.ethicsApprovalDate ?? '',
    enrolmentTarget: centre?.enrolmentTarget ? String(centre.enrolmentTarget) : '',
    note: centre?.note ?? '',
  });
  const own = centre?.isOwn === true;

  const submit = () => {
    const draft = form.draft;
    const target = draft.enrolmentTarget.trim();
    const body = {
      projectId,
      ...(centre ? { id: centre.id, version: centre.version } : {}),
      name: draft.name.trim(),
      role: draft.role,
      piName: draft.piUserId ? null : draft.piName.trim() || null,
      piUserId: own && draft.piUserId ? Number(draft.piUserId) : null,
      ethicsApprovalNumber: draft.ethicsApprovalNumber.trim() || null,
      ethicsApprovalDate: draft.ethicsApprovalDate || null,
      enrolmentTarget: target === '' ? null : Number(target),
      note: draft.note.trim() || null,
    };
    const found: Record<string, string> = checkBody(body, locale);
    if (!body.name) found.name = format(t.required, { field: t.name });
    if (!form.validate(found)) return;
    save.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };

  return (
    <FormDialog
      title={centre ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...form.field('name', t.name)} required slotProps={{ htmlInput: { maxLength: CENTRE_NAME_MAX } }} />
      <TextField {...form.field('role', t.role)} select>
        {CENTRE_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {CENTRE_ROLE_LABELS[role][locale]}
          </MenuItem>
        ))}
      </TextField>
      {own && (
        <TextField {...form.field('piUserId', t.piUser)} select>
          <MenuItem value="">{t.piNone}</MenuItem>
          {team.map((member) => (
            <MenuItem key={member.userId} value={String(member.userId)}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!form.draft.piUserId && (
        <TextField {...form.field('piName', t.pi)} slotProps={{ htmlInput: { maxLength: CENTRE_PI_MAX } }} />
      )}
      <TextField
        {...form.field('ethicsApprovalNumber', t.ethicsApprovalNumber)}
        slotProps={{ htmlInput: { maxLength: CENTRE_APPROVAL_MAX } }}
      />
      <TextField {...form.field('ethicsApprovalDate', t.ethicsApprovalDate)} type="date" slotProps={dateInput} />
      <TextField
        {...form.field('enrolmentTarget', t.enrolmentTarget)}
        type="number"
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <TextField
        {...form.field('note', t.note)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: CENTRE_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
