export interface SafetyRulesPageProps {
  projectId: number;
  /** The record open in the detail view (from the URL). */
  openId?: number;
  onOpenChange: (id: number | undefined) => void;
}

export function SafetyRulesPage(_props: SafetyRulesPageProps) {
  return null;
}
