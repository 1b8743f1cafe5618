import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { login } from '../modules/access/auth/test-kit';
import { HOUR, type SaeKit, aeOf, createSaeKit, created } from '../modules/safety/sae/sae-test-kit';
import { testKeys } from '../test-support';

const TOKEN = 'scrape-token-for-tests';

let k: SaeKit;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  k = await createSaeKit();
  app = await buildApp({ db: k.t.db, keys: testKeys(), clock: k.t.clock, metricsToken: TOKEN });
});
afterAll(async () => {
  await app.close();
  await k.t.close();
});

async function scrapeText(): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

/** The scrape through the parser, which refuses text that is not the exposition format. */
async function scrape(): Promise<ParsedFamily[]> {
  return parsePrometheusTextFormat(await scrapeText());
}

/**
 * A histogram series' count, read off its `_count` line: the parser folds every series of a
 * histogram into one, so it cannot tell routes or statement kinds apart.
 */
function seriesCount(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}_count{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const family = (families: ParsedFamily[], name: string) => {
  const found = families.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
};
const gaugeValue = (families: ParsedFamily[], name: string, labels: Record<string, string>) =>
  Number(
    family(families, name).metrics.find((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
    )?.value ?? Number.NaN,
  );

describe('GET /metrics', () => {
  it('does not exist without a token, and refuses a wrong one', async () => {
    expect((await k.t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('portal_');
  });

  it('times requests by route pattern and status, never by their URL', async () => {
    const series = 'method="GET",route="/api/portal/projects/:id",status="404"';
    const before = seriesCount(await scrapeText(), 'portal_http_request_duration_seconds', series);
    await app.inject({ url: '/api/portal/projects/987654' });
    const text = await scrapeText();
    expect(family(parsePrometheusTextFormat(text), 'portal_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(seriesCount(text, 'portal_http_request_duration_seconds', series)).toBe(before + 1);
    // In no label set: a sample's value (a byte count, a CPU time) may hold those digits by chance.
    const labelSets = text.match(/\{[^}]*\}/g) ?? [];
    expect(labelSets.length).toBeGreaterThan(0);
    expect(labelSets.filter((labels) => labels.includes('987654'))).toEqual([]);
  });

  it('counts database queries by kind and failed sign-ins by reason', async () => {
    const before = await scrape();
    const failedBefore = family(before, 'portal_sign_in_failures_total').metrics.reduce(
      (sum, sample) => sum + Number(sample.value ?? 0),
      0,
    );
    expect((await login(app, 'no-such-user', 'wrong-password-1')).statusCode).not.toBe(200);
    const after = await scrape();
    const failedAfter = family(after, 'portal_sign_in_failures_total').metrics.reduce(
      (sum, sample) => sum + Number(sample.value ?? 0),
      0,
    );
    expect(failedAfter).toBe(failedBefore + 1);
    expect(family(after, 'portal_db_query_duration_seconds').type).toBe('HISTOGRAM');
    const text = await scrapeText();
    expect(seriesCount(text, 'portal_db_query_duration_seconds', 'kind="select",outcome="ok"')).toBeGreaterThan(0);
    expect(seriesCount(text, 'portal_db_query_duration_seconds', 'kind="insert",outcome="ok"')).toBeGreaterThan(0);
  });

  it('reports how long ago each job ran and whether it failed', async () => {
    const now = k.t.clock();
    await k.t.db
      .insertInto('jobLease')
      .values([
        { name: 'visit-reminders', holder: 'a', expiresAt: now, lastRunAt: new Date(now - 120_000).toISOString() },
        {
          name: 'his-sync',
          holder: 'a',
          expiresAt: now,
          lastRunAt: new Date(now - 30_000).toISOString(),
          lastError: 'HIS answered 500',
        },
      ])
      .execute();
    const families = await scrape();
    expect(gaugeValue(families, 'portal_job_last_run_age_seconds', { job: 'visit-reminders' })).toBe(120);
    expect(gaugeValue(families, 'portal_job_last_run_age_seconds', { job: 'his-sync' })).toBe(30);
    expect(gaugeValue(families, 'portal_job_last_run_failed', { job: 'visit-reminders' })).toBe(0);
    expect(gaugeValue(families, 'portal_job_last_run_failed', { job: 'his-sync' })).toBe(1);
  });

  it('counts the SAE reports past their 24 hours', async () => {
    const overdue = () => scrape().then((f) => gaugeValue(f, 'portal_safety_reports_overdue', { kind: 'sae' }));
    const before = await overdue();
    const minute = 60_000;
    // Learned 24 h and a minute ago: overdue; 23 h 59 min ago: one minute left.
    await created(k, 0, await aeOf(k, 0), { learnedAt: new Date(k.t.clock() - 24 * HOUR - minute).toISOString() });
    await created(k, 1, await aeOf(k, 1), { learnedAt: new Date(k.t.clock() - 24 * HOUR + minute).toISOString() });
    expect(await overdue()).toBe(before + 1);
    expect(gaugeValue(await scrape(), 'portal_safety_reports_overdue', { kind: 'susar' })).toBe(0);
  });
});
