export interface SusarPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function SusarPage(_props: SusarPageProps) {
  return null;
}
