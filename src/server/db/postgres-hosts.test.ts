import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgresBinaries, startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster';
import { HostListPool, parseHostList, usesHostList } from './postgres-hosts';
import { createPostgresPool } from './postgres-pool';
import { createTestDatabase, dropDatabase, newRunId } from './postgres-test-databases';

describe('a DATABASE_URL listing several hosts', () => {
  it('splits the hosts, each with its port, into one URL per host without the libpq-only parameters', () => {
    const list = parseHostList(
      'postgres://portal:s3cret@db1,db2:5433,[::1]:5434/portal?sslmode=disable&target_session_attrs=read-write&connect_timeout=3',
    );
    expect(list).toEqual({
      hosts: ['db1:5432', 'db2:5433', '[::1]:5434'],
      targetSessionAttrs: 'read-write',
      urls: [
        'postgres://portal:s3cret@db1:5432/portal?sslmode=disable',
        'postgres://portal:s3cret@db2:5433/portal?sslmode=disable',
        'postgres://portal:s3cret@[::1]:5434/portal?sslmode=disable',
      ],
      connectTimeoutMs: 3000,
    });
    expect(parseHostList('postgresql://db1:5432,db2:5432/portal').targetSessionAttrs).toBe('any');
  });

  it('uses the host list only for several hosts or a session attribute; one host stays pg’s own pool', async () => {
    expect(usesHostList('postgres://portal@db1:5432/portal')).toBe(false);
    expect(usesHostList('postgres://portal@db1:5432/portal?sslmode=require')).toBe(false);
    expect(usesHostList('postgres://portal@db1:5432,db2:5432/portal')).toBe(true);
    expect(usesHostList('postgres://portal@db1/portal?target_session_attrs=read-write')).toBe(true);
    const single = createPostgresPool('postgres://portal@db1:5432/portal');
    const listed = createPostgresPool('postgres://portal@db1:5432,db2:5432/portal');
    expect(single).not.toBeInstanceOf(HostListPool);
    expect(listed).toBeInstanceOf(HostListPool);
    await Promise.all([single.end(), listed.end()]);
  });

  it('refuses what it cannot honour with a clear error that never shows the password', () => {
    expect(() => parseHostList('postgres://portal:s3cret@db1,db2/portal?target_session_attrs=standby')).toThrow(
      'target_session_attrs=standby is not supported (read-write or any)',
    );
    expect(() => parseHostList('postgres://portal:s3cret@db1:99999,db2/portal')).toThrow(
      "DATABASE_URL: 'db1:99999' is not a host[:port] in the host list of postgres://portal:***@db1:99999,db2/portal",
    );
    expect(() => parseHostList('postgres://portal@db1,,db2/portal')).toThrow("'' is not a host[:port]");
    expect(() => parseHostList('postgres://db1,db2/portal?connect_timeout=soon')).toThrow(
      'connect_timeout=soon is not whole seconds',
    );
    expect(() => parseHostList('postgres://db1,db2/portal?target_session_attrs=%E0')).toThrow(
      'target_session_attrs=%E0 is not supported',
    );
  });
});

/** The test run's PostgreSQL server, when this is the unit-pg project. */
const serverUrl = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl || !findPostgresBinaries())('a host list on two PostgreSQL servers', () => {
  // The run's server is the first host; a throwaway cluster is the second. The same
  // database name exists on both, as it does on a primary and its standby.
  let second: ThrowawayCluster;
  let database: { name: string; url: string };
  const runId = newRunId();
  const first = new URL(serverUrl ?? 'postgres://unused');

  /** Runs a statement on database `name` of the server of `url` (ALTER DATABASE from another database). */
  async function run(url: string, name: string, statement: string): Promise<void> {
    const admin = new URL(url);
    admin.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  /** ALTER DATABASE on the first server, from its administration database. */
  const onFirst = (statement: string) => run(serverUrl ?? '', first.pathname.slice(1), statement);
  const listUrl = (secondHost = new URL(second.url).host) =>
    `postgres://${first.username}${first.password ? `:${first.password}` : ''}@${first.host},` +
    `${secondHost}/${database.name}?target_session_attrs=read-write`;

  beforeAll(async () => {
    second = await startThrowawayCluster();
    database = await createTestDatabase(serverUrl ?? '', runId);
    await run(second.url, 'postgres', `create database ${database.name}`);
  }, 120_000);

  afterAll(async () => {
    second?.stop();
    if (database) await dropDatabase(serverUrl ?? '', database.name);
  });

  it('skips a read-only server (a standby) for the next host, and after that host dies finds the first again, without a new pool', async () => {
    // The first host behaves like a standby: its sessions are read-only.
    await onFirst(`alter database ${database.name} set default_transaction_read_only = on`);
    const pool = createPostgresPool(listUrl());
    try {
      const port = async () => (await pool.query<{ port: string }>("select current_setting('port') as port")).rows[0];
      expect(await port()).toEqual({ port: new URL(second.url).port });
      await pool.query('create table written (id int)');

      // Failover: the first server becomes writable (promoted), the second dies.
      await onFirst(`alter database ${database.name} reset default_transaction_read_only`);
      second.stop();
      // The connections to the dead server break (a query in flight fails with it, an idle
      // one leaves the pool); the next connections go to the first host.
      let answer: { port: string } | undefined;
      for (let attempt = 0; attempt < 20 && answer === undefined; attempt += 1) {
        answer = await port().catch(() => undefined);
      }
      expect(answer).toEqual({ port: first.port || '5432' });
      await pool.query('create table written (id int)');
    } finally {
      await pool.end();
    }
  });

  it('fails with every host’s reason when none is writable', async () => {
    await onFirst(`alter database ${database.name} set default_transaction_read_only = on`);
    // The second host: a port nobody listens on.
    const pool = createPostgresPool(listUrl('127.0.0.1:1'));
    try {
      const failure = await pool.query('select 1').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe(
        `No read-write PostgreSQL server among ${first.host}, 127.0.0.1:1: ${first.host}: read-only (a standby, ` +
          'or default_transaction_read_only = on); 127.0.0.1:1: connect ECONNREFUSED 127.0.0.1:1',
      );
    } finally {
      await pool.end();
      await onFirst(`alter database ${database.name} reset default_transaction_read_only`);
    }
  });
});
