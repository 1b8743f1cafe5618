export interface ViolationsPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function ViolationsPage(_props: ViolationsPageProps) {
  return null;
}
