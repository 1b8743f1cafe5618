export interface AePageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function AePage(_props: AePageProps) {
  return null;
}
