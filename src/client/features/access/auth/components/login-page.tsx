/**
 * The staff sign-in page, white-labelled from the site settings (login background, login
 * logo, site name): 'account and password' and 'SMS' tabs, the hospital's identity provider
 * when the site has one, and the way to request an account.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { LanguageSwitch } from '../../../../ui/language-switch';
import { RouterLink } from '../../../../ui/router-link';
import { signInMessages } from '../messages';
import { PasswordSignInForm } from './password-sign-in-form';
import { SmsSignInForm } from './sms-sign-in-form';
import { SsoSignIn } from './sso-sign-in';

type Method = 'password' | 'sms';

/** The page frame the sign-in and registration pages share. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const t = useMessages(signInMessages);
  const { data: info } = useQuery(siteQueries.info());
  const site = info?.site;
  const background = site?.loginBackImage;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'grey.200',
        backgroundImage: background ? `url(${JSON.stringify(background)})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          {site?.loginLogo && <img src={site.loginLogo} alt={format(t.logoAlt, { name: site.siteName })} height={40} />}
          <Typography variant="h6" component="p" sx={{ flex: 1, minWidth: 0 }}>
            {site?.siteName ?? '\u00a0'}
          </Typography>
          <LanguageSwitch />
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useMessages(signInMessages);
  const [method, setMethod] = useState<Method>('password');
  useDocumentTitle(t.pageTitle);
  return (
    <SignInFrame>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.heading}
      </Typography>
      <Tabs
        value={method}
        onChange={(_, next: Method) => setMethod(next)}
        aria-label={t.tabsLabel}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="password" label={t.passwordTab} id="sign-in-tab-password" aria-controls="sign-in-panel" />
        <Tab value="sms" label={t.smsTab} id="sign-in-tab-sms" aria-controls="sign-in-panel" />
      </Tabs>
      <div role="tabpanel" id="sign-in-panel" aria-labelledby={`sign-in-tab-${method}`}>
        {method === 'password' ? (
          <PasswordSignInForm onSignedIn={onSignedIn} />
        ) : (
          <SmsSignInForm onSignedIn={onSignedIn} />
        )}
      </div>
      <SsoSignIn onSignedIn={onSignedIn} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
        <RouterLink to="/register">{t.register}</RouterLink>
        <RouterLink to="/">{t.backHome}</RouterLink>
      </Stack>
    </SignInFrame>
  );
}
