/**
 * The client's check of a new password before it is sent: length 8–128 and both entries
 * equal. Whether it is a common password is the server's call (its list is not shipped).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type NewPasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch';

export function checkNewPassword(password: string, confirm: string): NewPasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (password !== confirm) return 'passwordMismatch';
  return undefined;
}
