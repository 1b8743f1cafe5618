/** Placeholder until the page is built. */
export function CandidatesPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
