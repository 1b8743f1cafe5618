/**
 * Vitest global setup of the unit-pg project (the server suite on PostgreSQL). Uses the
 * server of TEST_DATABASE_URL, or starts a throwaway cluster when it is not set; migrates
 * one template database for the run, from which every test database is copied; and at the
 * end drops the run's databases (and stops the throwaway cluster).
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from './database';
import { type ThrowawayCluster, startThrowawayCluster } from './postgres-cluster';
import { createDatabase, databaseUrl, dropRunDatabases, newRunId, templateName } from './postgres-test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server URL for test databases; unset: the tests use SQLite. */
    testDatabaseUrl?: string;
    testDatabaseRun?: string;
    testDatabaseTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: ThrowawayCluster | undefined;
  const given = process.env.TEST_DATABASE_URL;
  if (!given) cluster = await startThrowawayCluster();
  const serverUrl = given || (cluster?.url ?? '');
  const runId = newRunId();
  const template = templateName(runId);
  try {
    await createDatabase(serverUrl, template);
    const db = await openDatabase(databaseUrl(serverUrl, template));
    await db.destroy();
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  project.provide('testDatabaseUrl', serverUrl);
  project.provide('testDatabaseRun', runId);
  project.provide('testDatabaseTemplate', template);
  return async () => {
    try {
      await dropRunDatabases(serverUrl, runId);
    } finally {
      cluster?.stop();
    }
  };
}
