/**
 * A DATABASE_URL that lists several PostgreSQL servers, the way libpq takes it:
 *
 *   postgres://portal@db1:5432,db2:5432/portal?target_session_attrs=read-write
 *
 * node-postgres connects to one host only, so the pool made here (HostListPool) gives each
 * new connection one host of the list (HostListClient). A connection the host refuses, or,
 * with target_session_attrs=read-write, one to a server that answers
 * `SHOW transaction_read_only` = on (a standby in recovery), fails and moves the pool on to
 * the next host, and the pool tries again: one connect tries every host at most once and
 * keeps the first that qualifies, as libpq does. After the primary dies and the standby is
 * promoted, the next connections find the promoted server without a restart; the
 * connections to the dead server leave the pool as they break (postgres-pool.ts).
 *
 * One difference from libpq: a connect starts at the host that last qualified, not always
 * at the first of the list. After a failover, new connections then do not first wait on
 * the dead primary (a machine that is down answers nothing until connect_timeout), and an
 * old primary that comes back writable by mistake does not draw the writes back to itself.
 *
 * Of libpq's URL, the host list, target_session_attrs (any or read-write) and
 * connect_timeout (seconds per host) are understood here; everything else of the URL is
 * node-postgres's as for a single host.
 */
import pg from 'pg';
import { maskPassword } from './dialect';

export type TargetSessionAttrs = 'any' | 'read-write';

export interface HostList {
  /** Each host as written in the URL ('db1:5432', '[::1]:5433'), the port always given. */
  hosts: string[];
  targetSessionAttrs: TargetSessionAttrs;
  /** Per host, the URL node-postgres connects with: that host alone, the libpq-only parameters removed. */
  urls: string[];
  /** connect_timeout in milliseconds (0: none). */
  connectTimeoutMs: number;
}

const DEFAULT_PORT = 5432;
const LIBPQ_ONLY = new Set(['target_session_attrs', 'connect_timeout']);

/** Whether the URL needs the host list's pool: several hosts, or a session attribute to check. */
export function usesHostList(url: string): boolean {
  const authority = /^postgres(?:ql)?:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  return authority.includes(',') || /[?&]target_session_attrs=/.test(url);
}

function hostWithPort(entry: string, url: string): string {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d*))?$/.exec(entry);
  const port = match?.[2] ? Number(match[2]) : DEFAULT_PORT;
  if (!match?.[1] || port < 1 || port > 65_535) {
    throw new Error(`DATABASE_URL: '${entry}' is not a host[:port] in the host list of ${maskPassword(url)}`);
  }
  return `${match[1]}:${port}`;
}

/** Splits a postgres:// URL into its hosts; throws a clear error on a host list it cannot use. */
export function parseHostList(url: string): HostList {
  const match = /^(postgres(?:ql)?:\/\/)([^/?#]*)([^?#]*)(?:\?([^#]*))?$/i.exec(url);
  if (!match) throw new Error(`DATABASE_URL: not a postgres:// URL: ${maskPassword(url)}`);
  const [, scheme = '', authority = '', path = '', query = ''] = match;
  const at = authority.lastIndexOf('@');
  const userInfo = authority.slice(0, at + 1);
  const hosts = authority
    .slice(at + 1)
    .split(',')
    .map((entry) => hostWithPort(entry, url));
  const params = query.split('&').filter((pair) => pair !== '');
  const param = (name: string) => {
    const pair = params.findLast((candidate) => candidate.split('=')[0] === name);
    const value = pair?.slice(name.length + 1);
    try {
      return value === undefined ? undefined : decodeURIComponent(value);
    } catch {
      return value; // not percent-encoded UTF-8: refused below as it is
    }
  };
  const attrs = param('target_session_attrs') ?? 'any';
  if (attrs !== 'any' && attrs !== 'read-write') {
    throw new Error(`DATABASE_URL: target_session_attrs=${attrs} is not supported (read-write or any)`);
  }
  const timeout = param('connect_timeout') ?? '0';
  if (!/^\d+$/.test(timeout)) throw new Error(`DATABASE_URL: connect_timeout=${timeout} is not whole seconds`);
  const kept = params.filter((pair) => !LIBPQ_ONLY.has(pair.split('=')[0] ?? ''));
  const rest = `${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
  return {
    hosts,
    targetSessionAttrs: attrs,
    urls: hosts.map((host) => `${scheme}${userInfo}${host}${rest}`),
    connectTimeoutMs: Number(timeout) * 1000,
  };
}

/** A host of the list could not be used: refused, failed, or not writable when that was asked for. */
export class HostUnavailable extends Error {
  constructor(
    readonly host: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`${host}: ${reason}`, options);
    this.name = 'HostUnavailable';
  }
}

/** The host new connections go to: the one that last qualified. */
class HostCursor {
  private index = 0;

  constructor(readonly list: HostList) {}

  current(): number {
    return this.index;
  }

  /** Host `index` failed: new connections go to the next one (unless a concurrent failure moved on already). */
  failed(index: number): void {
    if (this.index === index) this.index = (index + 1) % this.list.hosts.length;
  }
}

type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/** pg.Client on the cursor's host that fails its connect when the host does not qualify. */
function hostListClient(cursor: HostCursor): typeof pg.Client {
  const { list } = cursor;
  return class HostListClient extends pg.Client {
    readonly hostIndex: number;

    constructor(config?: pg.ClientConfig) {
      const index = cursor.current();
      super({
        ...config,
        connectionString: list.urls[index],
        ...(list.connectTimeoutMs > 0 ? { connectionTimeoutMillis: list.connectTimeoutMs } : {}),
      });
      this.hostIndex = index;
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      const connected = this.connectIfQualified().then(() => this);
      if (!callback) return connected;
      connected.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
    }

    private async connectIfQualified(): Promise<void> {
      const host = list.hosts[this.hostIndex] ?? '';
      try {
        await super.connect();
      } catch (error) {
        cursor.failed(this.hostIndex);
        throw new HostUnavailable(host, error instanceof Error ? error.message : String(error), { cause: error });
      }
      if (list.targetSessionAttrs !== 'read-write') return;
      let readOnly: string | undefined;
      // The pool listens for errors only once the connect is done: a server dying during the
      // check must fail the check, not end the process.
      const duringCheck = () => undefined;
      this.on('error', duringCheck);
      try {
        const { rows } = await this.query<{ transaction_read_only: string }>('show transaction_read_only');
        readOnly = rows[0]?.transaction_read_only;
      } catch (error) {
        readOnly = error instanceof Error ? error.message : String(error);
      } finally {
        this.off('error', duringCheck);
      }
      if (readOnly === 'off') return;
      cursor.failed(this.hostIndex);
      await this.end().catch(() => undefined);
      throw new HostUnavailable(
        host,
        readOnly === 'on' ? 'read-only (a standby, or default_transaction_read_only = on)' : `not checked: ${readOnly}`,
      );
    }
  };
}

type PoolConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A pg.Pool over the hosts of a host-list URL: each connect tries each host at most once. */
export class HostListPool extends pg.Pool {
  readonly hostList: HostList;

  constructor(list: HostList, config: Omit<pg.PoolConfig, 'connectionString' | 'Client'> = {}) {
    super({ ...config, Client: hostListClient(new HostCursor(list)) });
    this.hostList = list;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: PoolConnectCallback): void;
  override connect(callback?: PoolConnectCallback): Promise<pg.PoolClient> | void {
    const connected = this.connectToFirstQualified();
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }

  private async connectToFirstQualified(): Promise<pg.PoolClient> {
    const failures: HostUnavailable[] = [];
    for (;;) {
      try {
        return await super.connect();
      } catch (error) {
        if (!(error instanceof HostUnavailable)) throw error;
        failures.push(error);
        if (failures.length >= this.hostList.hosts.length) {
          const wanted = this.hostList.targetSessionAttrs === 'read-write' ? 'read-write ' : '';
          throw new Error(
            `No ${wanted}PostgreSQL server among ${this.hostList.hosts.join(', ')}: ` +
              failures.map((failure) => failure.message).join('; '),
            { cause: error },
          );
        }
      }
    }
  }
}
