import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { maskPhone } from '../../../../../shared/domain/portal/rules';
import { format, useMessages } from '../../../../lib/i18n';
import { QrCode } from '../../../../ui/qr-code';
import { projectMessages } from '../messages';

/** Spaces, dashes and brackets are for reading; a tel: link wants the digits (and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The contact phone, masked (digits 4 to 7 hidden). A click opens a popover with a QR code
 * of a tel: link for the full number, so a visitor can call by scanning it with a phone.
 */
export function ContactPhone({ phone }: { phone: string }) {
  const t = useMessages(projectMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const masked = maskPhone(phone);
  const href = telHref(phone);
  return (
    <>
      <Button
        variant="text"
        size="small"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        aria-label={format(t.phoneButtonLabel, { phone: masked })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0, minWidth: 0, fontSize: 'inherit', textDecoration: 'underline dotted' }}
      >
        {masked}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t.phoneQrLabel } }}
      >
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <QrCode value={href} label={t.phoneQrLabel} />
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            {t.phoneQrCaption}
          </Typography>
          <Link href={href} variant="body2">
            {t.callNow}
          </Link>
        </Box>
      </Popover>
    </>
  );
}
