/** One disease key's rules: the criteria in force (the one-day cached config) and the table of its versions. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { RuleDetail, RuleStatus, RuleSummary } from '../../../../../shared/api/recruitment/rules';
import type { Criterion } from '../../../../../shared/domain/recruitment/criteria';
import { describeCriterionWithRole } from '../../../../../shared/domain/recruitment/describe';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ruleMessages } from '../messages';
import { recruitRuleQueries } from '../queries';
import { formatDate } from '../../../../lib/dates';

const STATUS_COLOUR: Record<RuleStatus, 'warning' | 'success' | 'default'> = {
  draft: 'warning',
  published: 'success',
  retired: 'default',
};

export interface RuleVersionsProps {
  projectId: number;
  diseaseKey: string;
  versions: RuleSummary[];
  canEdit: boolean;
  canPublish: boolean;
  onEdit: (rule: RuleSummary) => void;
  onView: (rule: RuleSummary) => void;
  onNewFrom: (rule: RuleSummary) => void;
  onPublish: (rule: RuleSummary) => void;
}

/** The criteria of a version as readable lines. */
export function CriteriaList({ rule }: { rule: RuleDetail }) {
  const { locale } = useLocale();
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.5em' }}>
      {rule.criteria.map((criterion) => (
        <li key={criterion.id}>
          <Typography variant="body2">{describeCriterionWithRole(criterion as Criterion, locale)}</Typography>
        </li>
      ))}
    </ol>
  );
}

function InForce({ projectId, diseaseKey, label }: { projectId: number; diseaseKey: string; label: string }) {
  const t = useMessages(ruleMessages);
  const config = useQuery(recruitRuleQueries.config(projectId, diseaseKey));
  return (
    <section aria-label={format(t.publishedConfig, { key: label })}>
      <Typography variant="subtitle2" component="h3">
        {format(t.publishedConfig, { key: label })}
      </Typography>
      {config.isPending && <Typography color="text.secondary">…</Typography>}
      {config.isError && <Typography color="error">{t.loadFailed}</Typography>}
      {config.data === null && <Typography color="text.secondary">{t.noPublished}</Typography>}
      {config.data && <CriteriaList rule={config.data} />}
    </section>
  );
}

export function RuleVersions(props: RuleVersionsProps) {
  const { projectId, diseaseKey, versions, canEdit, canPublish } = props;
  const t = useMessages(ruleMessages);
  const label = diseaseKey === 'default' ? t.defaultKey : diseaseKey;
  const tableLabel = format(t.versions, { key: label });
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <InForce projectId={projectId} diseaseKey={diseaseKey} label={label} />
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{t.ruleVersion}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.criteriaCount}</TableCell>
              <TableCell>{t.origin}</TableCell>
              <TableCell>{t.updatedAt}</TableCell>
              <TableCell>{t.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((rule) => (
              <TableRow key={rule.id}>
                <TableCell>v{rule.ruleVersion}</TableCell>
                <TableCell>{rule.name}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOUR[rule.status]} label={t[rule.status]} />
                </TableCell>
                <TableCell>{rule.criteriaCount}</TableCell>
                <TableCell>{rule.origin ?? '—'}</TableCell>
                <TableCell>{formatDate(rule.updatedAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {rule.status === 'draft' && canEdit && (
                      <Button size="small" onClick={() => props.onEdit(rule)}>
                        {t.edit}
                      </Button>
                    )}
                    {rule.status === 'draft' && canPublish && (
                      <Button size="small" variant="contained" onClick={() => props.onPublish(rule)}>
                        {t.publish}
                      </Button>
                    )}
                    {(rule.status !== 'draft' || !canEdit) && (
                      <Button size="small" onClick={() => props.onView(rule)}>
                        {t.view}
                      </Button>
                    )}
                    {rule.status !== 'draft' && canEdit && !versions.some((v) => v.status === 'draft') && (
                      <Button size="small" onClick={() => props.onNewFrom(rule)}>
                        {t.newFrom}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}
