/**
 * The ethics committee (system page EthicsCommittee): its members (role in the committee, sex,
 * profession, affiliation, term), the composition the regulation asks of a committee with each
 * condition met or not, and its quorum rules. With ethicsCommittee:manage (the secretary, the
 * administrator) the rules are edited, members added, changed and removed; the server checks them.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Committee, CommitteeMember } from '../../../../../shared/api/ethics/committee';
import {
  COMMITTEE_ROLES,
  COMMITTEE_ROLE_LABELS,
  COMPOSITION_LABELS,
  type CommitteeRole,
  SEXES,
  SEX_LABELS,
} from '../../../../../shared/domain/ethics/committee';
import { useDocumentTitle } from '../../../../lib/document-title';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { ethicsCommitteeMessages } from '../messages';
import { committeeQueries, useCommitteeActions } from '../queries';

type Open =
  { kind: 'rules' } | { kind: 'member'; member?: CommitteeMember } | { kind: 'remove'; member: CommitteeMember };

function RulesDialog({ committee, onClose }: { committee: Committee; onClose: () => void }) {
  const t = useMessages(ethicsCommitteeMessages);
  const { saveRules } = useCommitteeActions();
  const [name, setName] = useState(committee.name);
  const [nameEn, setNameEn] = useState(committee.nameEn ?? '');
  const [rules, setRules] = useState(committee.rules);
  const [error, setError] = useState<string>();
  const flag = (key: 'requireNonScientific' | 'requireNonAffiliated' | 'requireBothSexes') => (
    <FormControlLabel
      control={
        <Checkbox checked={rules[key]} onChange={(event) => setRules({ ...rules, [key]: event.target.checked })} />
      }
      label={t[key]}
    />
  );
  return (
    <FormDialog
      title={t.editRules}
      busy={saveRules.isPending}
      error={error}
      onSubmit={() =>
        saveRules.mutate(
          { version: committee.version, name, nameEn: nameEn.trim() || null, rules },
          { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.failed)) },
        )
      }
      onClose={onClose}
    >
      <TextField label={t.committeeName} value={name} required onChange={(event) => setName(event.target.value)} />
      <TextField label={t.committeeNameEn} value={nameEn} onChange={(event) => setNameEn(event.target.value)} />
      <TextField
        label={t.share}
        type="number"
        value={rules.moreThanShare}
        slotProps={{ htmlInput: { min: 0, max: 0.99, step: 0.01 } }}
        onChange={(event) => setRules({ ...rules, moreThanShare: Number(event.target.value) })}
      />
      <TextField
        label={t.minimum}
        type="number"
        value={rules.minimumPresent}
        slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        onChange={(event) => setRules({ ...rules, minimumPresent: Number(event.target.value) })}
      />
      {flag('requireNonScientific')}
      {flag('requireNonAffiliated')}
      {flag('requireBothSexes')}
    </FormDialog>
  );
}

function MemberDialog({ member, onClose }: { member?: CommitteeMember; onClose: () => void }) {
  const t = useMessages(ethicsCommitteeMessages);
  const { locale } = useLocale();
  const today = useHospitalToday();
  const { saveMember } = useCommitteeActions();
  const [keyword, setKeyword] = useState('');
  const staff = useQuery({ ...committeeQueries.staff(keyword), enabled: !member }).data ?? [];
  const [userId, setUserId] = useState<number | ''>(member?.userId ?? '');
  const [role, setRole] = useState<CommitteeRole>(member?.role ?? 'member');
  const [sex, setSex] = useState<CommitteeMember['sex']>(member?.sex ?? 'female');
  const [scientific, setScientific] = useState(member?.scientific ?? true);
  const [affiliated, setAffiliated] = useState(member?.affiliated ?? true);
  const [startsOn, setStartsOn] = useState(member?.startsOn ?? today);
  const [endsOn, setEndsOn] = useState(member?.endsOn ?? '');
  const [userMissing, setUserMissing] = useState(false);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (userId === '') {
      setUserMissing(true);
      return;
    }
    saveMember.mutate(
      {
        ...(member ? { id: member.id, version: member.version } : {}),
        userId,
        role,
        sex,
        scientific,
        affiliated,
        startsOn,
        endsOn: endsOn || null,
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.failed)) },
    );
  };
  return (
    <FormDialog
      title={member ? format(t.editMemberOf, { name: member.realname }) : t.addMember}
      busy={saveMember.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {member ? (
        <Typography>{`${member.realname}（${member.userName}）`}</Typography>
      ) : (
        <>
          <TextField label={t.search} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <TextField
            select
            label={t.user}
            value={userId}
            required
            error={userMissing}
            helperText={userMissing ? t.userRequired : undefined}
            onChange={(event) => {
              setUserId(Number(event.target.value));
              setUserMissing(false);
            }}
          >
            {staff.map((user) => (
              <MenuItem key={user.id} value={user.id}>{`${user.realname}（${user.userName}）`}</MenuItem>
            ))}
          </TextField>
        </>
      )}
      <TextField select label={t.role} value={role} onChange={(event) => setRole(event.target.value as CommitteeRole)}>
        {COMMITTEE_ROLES.map((code) => (
          <MenuItem key={code} value={code}>
            {COMMITTEE_ROLE_LABELS[code][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.sex}
        value={sex}
        onChange={(event) => setSex(event.target.value as CommitteeMember['sex'])}
      >
        {SEXES.map((code) => (
          <MenuItem key={code} value={code}>
            {SEX_LABELS[code][locale]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={scientific} onChange={(event) => setScientific(event.target.checked)} />}
        label={t.scientific}
      />
      <FormControlLabel
        control={<Checkbox checked={affiliated} onChange={(event) => setAffiliated(event.target.checked)} />}
        label={t.affiliated}
      />
      <TextField
        label={t.startsOn}
        type="date"
        value={startsOn}
        required
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setStartsOn(event.target.value)}
      />
      <TextField
        label={t.endsOn}
        type="date"
        value={endsOn}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setEndsOn(event.target.value)}
      />
    </FormDialog>
  );
}

export function EthicsCommitteePage() {
  const t = useMessages(ethicsCommitteeMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const access = useStaffAccess();
  const canManage = access.hasButton('ethicsCommittee:manage');
  const committee = useQuery(committeeQueries.committee()).data;
  const { removeMember } = useCommitteeActions();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  if (!committee) return null;
  const { rules } = committee;
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={committee.name ?? t.title}>
        {canManage && (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setOpen({ kind: 'rules' })}>{t.editRules}</Button>
            <Button variant="contained" onClick={() => setOpen({ kind: 'member' })}>
              {t.addMember}
            </Button>
          </Stack>
        )}
      </StaffPageHeader>
      <Typography variant="h6" component="h2">
        {t.composition}
      </Typography>
      <List dense aria-label={t.composition}>
        {committee.composition.conditions.map(({ condition, met }) => (
          <ListItem key={condition}>
            <ListItemText primary={COMPOSITION_LABELS[condition][locale]} />
            <Chip size="small" color={met ? 'success' : 'warning'} label={met ? t.met : t.unmet} />
          </ListItem>
        ))}
      </List>
      <Typography variant="h6" component="h2">
        {t.quorum}
      </Typography>
      <Alert severity="info">
        {format(t.quorumNeeded, {
          needed: committee.quorum.needed,
          share: `${Math.round(rules.moreThanShare * 100)}%`,
          minimum: rules.minimumPresent,
        })}
        {rules.requireNonScientific && ` ${t.requireNonScientific}。`}
        {rules.requireNonAffiliated && ` ${t.requireNonAffiliated}。`}
        {rules.requireBothSexes && ` ${t.requireBothSexes}。`}
      </Alert>
      <Typography variant="h6" component="h2">
        {t.members}
      </Typography>
      <Table size="small" aria-label={t.members}>
        <TableHead>
          <TableRow>
            {[
              t.name,
              t.role,
              t.sex,
              t.profession,
              t.affiliation,
              t.term,
              t.active,
              ...(canManage ? [t.actions] : []),
            ].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {committee.members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{`${member.realname}（${member.userName}）`}</TableCell>
              <TableCell>{COMMITTEE_ROLE_LABELS[member.role][locale]}</TableCell>
              <TableCell>{SEX_LABELS[member.sex][locale]}</TableCell>
              <TableCell>{member.scientific ? t.scientific : t.lay}</TableCell>
              <TableCell>{member.affiliated ? t.affiliated : t.external}</TableCell>
              <TableCell>{format(t.termOf, { from: member.startsOn, to: member.endsOn ?? t.open })}</TableCell>
              <TableCell>{member.active ? t.active : t.inactive}</TableCell>
              {canManage && (
                <TableCell>
                  <Button
                    size="small"
                    aria-label={format(t.editMemberOf, { name: member.realname })}
                    onClick={() => setOpen({ kind: 'member', member })}
                  >
                    {t.editMember}
                  </Button>
                  <Button
                    size="small"
                    color="warning"
                    aria-label={format(t.removeOf, { name: member.realname })}
                    onClick={() => setOpen({ kind: 'remove', member })}
                  >
                    {t.remove}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open?.kind === 'rules' && <RulesDialog committee={committee} onClose={close} />}
      {open?.kind === 'member' && <MemberDialog member={open.member} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={t.removeTitle}
          text={format(t.removeText, { name: open.member.realname })}
          confirmLabel={t.remove}
          busy={removeMember.isPending}
          onConfirm={() =>
            removeMember.mutate({ id: open.member.id, version: open.member.version }, { onSuccess: close })
          }
          onClose={close}
        />
      )}
    </Stack>
  );
}
