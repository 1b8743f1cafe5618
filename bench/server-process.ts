/**
 * The real server as a child process for the benchmarks: `src/server/main.ts` run by Node
 * with tsx's loader (one process, so its memory is the server's), on a free loopback port,
 * ready once it prints its address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** How to start it beyond the environment. */
export interface ServerProcessOptions {
  /** Fails if it has not listened within this many ms. */
  startMs?: number;
  /** Node's options before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** An IPC channel to the child (lib/loop-delay.ts answers over it). */
  ipc?: boolean;
}

/** Starts the server with `env` over this process's environment. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  { startMs = 120_000, nodeArgs = [], ipc = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in ${startMs / 1000} s`)), startMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) {
        clearTimeout(timer);
        done();
      }
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
