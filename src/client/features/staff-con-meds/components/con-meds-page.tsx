export interface ConMedsPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function ConMedsPage(_props: ConMedsPageProps) {
  return null;
}
