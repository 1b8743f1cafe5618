/** Placeholder until the page is built. */
export function VisitSummaryPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
