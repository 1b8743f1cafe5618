/**
 * A notice in MUI Alert's look, without MUI (portal.css): the public frame, the home page
 * and the notices every screen shares use it, so they load no styling engine.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { icon } from './icon';

const CloseIcon = icon(
  'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);

export interface PlainAlertProps extends HTMLAttributes<HTMLDivElement> {
  severity: 'info' | 'success' | 'error';
  variant?: 'standard' | 'outlined';
  /** Floats above the page (a shadow, takes clicks inside a notice stack). */
  floating?: boolean;
  /** Buttons at the end of the notice. */
  action?: ReactNode;
  /** Shows a close button named `closeText`. */
  onClose?: () => void;
  closeText?: string;
}

export function PlainAlert({
  severity,
  variant = 'standard',
  floating = false,
  action,
  onClose,
  closeText,
  children,
  className,
  ...rest
}: PlainAlertProps) {
  const classes = ['portal-alert', `portal-alert-${severity}`];
  if (variant === 'outlined') classes.push('portal-alert-outlined');
  if (floating) classes.push('portal-alert-floating');
  if (className) classes.push(className);
  return (
    <div role="alert" {...rest} className={classes.join(' ')}>
      <div className="portal-alert-message">{children}</div>
      {(action || onClose) && (
        <div className="portal-alert-action">
          {action}
          {onClose && (
            <button
              type="button"
              className="portal-icon-button"
              aria-label={closeText}
              title={closeText}
              onClick={onClose}
            >
              <CloseIcon small />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
