/** Placeholder until the page is built. */
export function JobMonitorPage() {
  return <p />;
}
