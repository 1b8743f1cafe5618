/** Placeholder until the page is built. */
export function RecruitOverviewPage() {
  return <p />;
}
