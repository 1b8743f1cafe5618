/** Placeholder until the page is built. */
export function VisitSchedulePage() {
  return <p />;
}
