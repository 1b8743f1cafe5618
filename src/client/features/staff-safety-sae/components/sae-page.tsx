export interface SaePageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  aeId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function SaePage(_props: SaePageProps) {
  return null;
}
