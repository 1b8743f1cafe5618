/** Placeholder until the page is built. */
export function SubjectVisitsPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
