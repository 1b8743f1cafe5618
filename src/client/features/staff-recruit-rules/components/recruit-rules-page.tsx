/** Placeholder until the page is built. */
export function RecruitRulesPage({ projectId }: { projectId: number }) {
  return <p>{projectId}</p>;
}
