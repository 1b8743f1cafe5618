/** The committee's forms: its name and quorum rules; a member's seat (user, role, sex, profession, affiliation, term). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Committee, CommitteeMember } from '../../../../../shared/api/ethics/committee';
import {
  COMMITTEE_ROLES,
  COMMITTEE_ROLE_LABELS,
  type CommitteeRole,
  SEXES,
  SEX_LABELS,
} from '../../../../../shared/domain/ethics/committee';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { FormDialog } from '../../../../ui/form-dialog';
import { ethicsCommitteeMessages } from '../messages';
import { committeeQueries, useCommitteeActions } from '../queries';

export function RulesDialog({ committee, onClose }: { committee: Committee; onClose: () => void }) {
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

export function MemberDialog({ member, onClose }: { member?: CommitteeMember; onClose: () => void }) {
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
