/** Placeholder until the page is built. */
export function FunnelPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
