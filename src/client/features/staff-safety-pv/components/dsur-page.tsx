export interface DsurPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function DsurPage(_props: DsurPageProps) {
  return null;
}
