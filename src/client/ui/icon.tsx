/** A Material icon drawn inline, without MUI (the public home page's few icons). */
export function icon(path: string) {
  return function Icon({ small = false }: { small?: boolean }) {
    return (
      <svg
        className={small ? 'portal-icon portal-icon-small' : 'portal-icon'}
        viewBox="0 0 24 24"
        aria-hidden
        focusable="false"
      >
        <path d={path} />
      </svg>
    );
  };
}
