/**
 * Light-weight outlined text input and select: native elements styled by portal.css.
 * The public home page uses them instead of MUI's InputBase/OutlinedInput/NativeSelect
 * to stay within its script budget; they keep native keyboard and screen-reader behaviour.
 */
import type { ComponentProps } from 'react';

function withFieldClass(className: string | undefined): string {
  return className ? `portal-field ${className}` : 'portal-field';
}

export function PlainInput({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={withFieldClass(className)} />;
}

export function PlainSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={withFieldClass(className)} />;
}
