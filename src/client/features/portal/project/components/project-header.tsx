import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QR_SIZE_PX } from '../../../../../shared/domain/constants';
import { format, useMessages } from '../../../../lib/i18n';
import { QrCode } from '../../../../ui/qr-code';
import { RecruitStatusTag } from '../../../../ui/recruit-status-tag';
import { projectMessages } from '../messages';

export interface ProjectHeaderProps {
  name: string;
  titleId: string;
  headingLevel: 1 | 2;
  /** The QR content; undefined while the form config loads, null when none is configured. */
  shareUrl: string | null | undefined;
  logoSrc: string | null | undefined;
  status: string;
  statusLabel: string;
  onConsult: () => void;
  onSignUp: () => void;
  /** More buttons after consult and sign up (the eligibility self-check). */
  actions?: ReactNode;
}

function ShareQr({ shareUrl, logoSrc, name }: Pick<ProjectHeaderProps, 'shareUrl' | 'logoSrc' | 'name'>) {
  const t = useMessages(projectMessages);
  if (shareUrl === null) return null;
  return (
    <Box component="figure" sx={{ gridArea: 'qr', m: 0, justifySelf: { xs: 'start', sm: 'end' }, textAlign: 'center' }}>
      {shareUrl === undefined ? (
        <Skeleton variant="rectangular" width={QR_SIZE_PX} height={QR_SIZE_PX} />
      ) : (
        <QrCode value={shareUrl} label={format(t.shareQrLabel, { name })} imageSrc={logoSrc} />
      )}
      <Typography component="figcaption" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
        {t.scanToLearnMore}
      </Typography>
    </Box>
  );
}

/** Name, share QR code, recruitment status and the consult / sign-up buttons. */
export function ProjectHeader(props: ProjectHeaderProps) {
  const t = useMessages(projectMessages);
  const { name, titleId, headingLevel, status, statusLabel, onConsult, onSignUp } = props;
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        gridTemplateAreas: { xs: '"name" "qr" "status"', sm: '"name qr" "status qr"' },
      }}
    >
      <Typography
        id={titleId}
        variant="h5"
        component={headingLevel === 1 ? 'h1' : 'h2'}
        sx={{ gridArea: 'name', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      <ShareQr shareUrl={props.shareUrl} logoSrc={props.logoSrc} name={name} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ gridArea: 'status', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {t.recruitStatus}
        </Typography>
        <RecruitStatusTag status={status} label={statusLabel} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
          <Button variant="outlined" size="small" aria-haspopup="dialog" onClick={onConsult}>
            {t.consult}
          </Button>
          <Button variant="contained" size="small" aria-haspopup="dialog" onClick={onSignUp}>
            {t.signUp}
          </Button>
          {props.actions}
        </Box>
      </Stack>
    </Box>
  );
}
