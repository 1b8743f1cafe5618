/**
 * The test projects of vite.config.ts: the server suite on SQLite ('unit') and on PostgreSQL
 * ('unit-pg'), the client's components in happy-dom ('client'), and the browser tests in
 * Chromium ('e2e'). tests/run-all.ts runs them in that order.
 */
import { availableParallelism } from 'node:os';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The server tests: project 'unit' runs them on SQLite, 'unit-pg' on PostgreSQL. */
const serverSuite = ['src/server/**/*.test.ts'];

/**
 * At least two test files at a time, even on two cores, where Vitest's default is one worker
 * (cores - 1) and left the machine half idle: a server test on PostgreSQL mostly waits for the
 * database on the other core. On two cores the server suite with the client tests went from
 * 880 to 580 s, and on PostgreSQL from 1,048 to 481 s (with the per-worker demo template of
 * src/server/test-support.ts). Browser test files too, each with its own server and Chromium:
 * a browser test mostly waits (for the page, the server, a poll), and the 35 files went from
 * 978 to about 750 s.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

export const testProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      environment: 'node',
      include: [...serverSuite, 'src/shared/**/*.test.ts'],
      // One module graph per worker, not per file: importing the server afresh for every
      // file cost about 2 s each, most of the suite's time. Server tests share no state
      // but their own databases; a test needing a stand-in takes it as an option (no vi.mock).
      isolate: false,
      // Limits that catch a hang, not a slow (shared, two-core) machine.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
  {
    // The server suite again on PostgreSQL: TEST_DATABASE_URL's server, else a throwaway
    // cluster the setup starts (tests/run-all.ts runs this after 'unit').
    extends: true,
    test: {
      name: 'unit-pg',
      environment: 'node',
      include: serverSuite,
      isolate: false,
      globalSetup: ['src/server/db/postgres-test-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'client',
      environment: 'happy-dom',
      include: ['src/client/**/*.test.{ts,tsx}'],
      setupFiles: ['src/client/test-setup.ts'],
      testTimeout: 30_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'e2e',
      environment: 'node',
      include: ['tests/**/*.test.ts'],
      globalSetup: ['tests/e2e/global-setup.ts'],
      // Generous: the limits catch a hang, not a slow (shared) machine.
      testTimeout: 180_000,
      hookTimeout: 300_000,
      expect: { poll: { timeout: 30_000 } },
    },
  },
];
