/** The finance reports page's search: the period's first and last month, apart from the page's components. */
const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export interface ReportSearch {
  from?: string;
  to?: string;
}

const month = (value: unknown) => (typeof value === 'string' && MONTH.test(value) ? value : undefined);

export const reportSearch = (search: Record<string, unknown>): ReportSearch => ({
  from: month(search.from),
  to: month(search.to),
});
