/**
 * A finding's description with the answer's corrective and preventive action, the checker's
 * note and how often it was returned: the findings tables of check tasks, inspections and
 * self-checks show it the same way.
 */
import Typography from '@mui/material/Typography';
import type { Finding } from '../../../../../shared/api/quality/findings';
import { format, useMessages } from '../../../../lib/i18n';
import { checkTaskMessages } from '../messages';

type FindingTextFields = Pick<Finding, 'description' | 'corrective' | 'preventive' | 'verifyNote' | 'returnCount'>;

export function FindingText({ finding }: { finding: FindingTextFields }) {
  const t = useMessages(checkTaskMessages);
  const lines: [string, string | null][] = [
    [t.corrective, finding.corrective],
    [t.preventive, finding.preventive],
    [t.verifyNote, finding.verifyNote],
  ];
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {finding.description}
      </Typography>
      {lines.map(([label, text]) =>
        text ? (
          <Typography key={label} variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {label}：{text}
          </Typography>
        ) : null,
      )}
      {finding.returnCount > 0 && (
        <Typography variant="caption" color="warning.main">
          {format(t.returns, { count: finding.returnCount })}
        </Typography>
      )}
    </>
  );
}
