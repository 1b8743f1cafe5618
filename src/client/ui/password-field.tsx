/** A password TextField with a show/hide button; the button is reachable by keyboard. */
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useMessages } from '../lib/i18n';
import { passwordFieldMessages } from './password-field-messages';
import { VisibilityIcon, VisibilityOffIcon } from './staff-icons';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: 128, autoCapitalize: 'none', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t.hide : t.show}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
