/** Placeholder until the page is built. */
export function VisitPlansPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
