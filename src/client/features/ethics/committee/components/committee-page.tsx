/**
 * The ethics committee (system page EthicsCommittee): its members (role in the committee, sex,
 * profession, affiliation, term), the composition the regulation asks of a committee with each
 * condition met or not, and its quorum rules. With ethicsCommittee:manage (the secretary, the
 * administrator) the rules are edited, members added, changed and removed; the server checks them.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommitteeMember } from '../../../../../shared/api/ethics/committee';
import { COMMITTEE_ROLE_LABELS, COMPOSITION_LABELS, SEX_LABELS } from '../../../../../shared/domain/ethics/committee';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { ethicsCommitteeMessages } from '../messages';
import { committeeQueries, useCommitteeActions } from '../queries';
import { MemberDialog, RulesDialog } from './committee-dialogs';

type Open =
  { kind: 'rules' } | { kind: 'member'; member?: CommitteeMember } | { kind: 'remove'; member: CommitteeMember };

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
      <TableContainer sx={{ overflowX: 'auto' }}>
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
      </TableContainer>
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
