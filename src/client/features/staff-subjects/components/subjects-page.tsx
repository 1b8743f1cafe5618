/** Placeholder until the page is built. */
export function SubjectsPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
