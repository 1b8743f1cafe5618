/** The project's safety rule versions, newest first; the open one is marked, each can be opened. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SafetyRuleStatus, SafetyRuleSummary } from '../../../../../shared/api/safety/rules';
import { useMessages } from '../../../../lib/i18n';
import { safetyRuleMessages } from '../messages';
import { formatDateTime } from '../../../../lib/dates';

const STATUS_COLOR: Record<SafetyRuleStatus, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  published: 'success',
  retired: 'default',
};

interface VersionsProps {
  versions: SafetyRuleSummary[];
  openId: number | undefined;
  canEdit: boolean;
  onOpen: (id: number) => void;
}

export function RuleVersionsTable({ versions, openId, canEdit, onOpen }: VersionsProps) {
  const t = useMessages(safetyRuleMessages);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.versions}>
        <TableHead>
          <TableRow>
            <TableCell>{t.ruleVersion}</TableCell>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.origin}</TableCell>
            <TableCell>{t.updatedAt}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((rule) => (
            <TableRow key={rule.id} selected={rule.id === openId}>
              <TableCell>{`v${rule.ruleVersion}`}</TableCell>
              <TableCell>{rule.name}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOR[rule.status]} label={t[rule.status]} />
              </TableCell>
              <TableCell>{rule.origin ?? '—'}</TableCell>
              <TableCell>{formatDateTime(rule.updatedAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onOpen(rule.id)}
                  aria-label={`${rule.status === 'draft' && canEdit ? t.edit : t.view} v${rule.ruleVersion}`}
                >
                  {rule.status === 'draft' && canEdit ? t.edit : t.view}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
