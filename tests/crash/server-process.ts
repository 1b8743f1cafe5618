/**
 * The real server (src/server/main.ts) as a child process: started on a given environment,
 * ready when it prints its address, stopped with SIGKILL (no graceful close, no checkpoint:
 * what a crash, an OOM kill or `kill -9` leaves behind) or with SIGTERM (the graceful
 * shutdown an orchestrator asks for).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_LINE = /Clinical trial recruitment portal: (http:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  base: string;
  pid: number;
  /** Everything the server printed on stdout so far (the first start prints the demo passwords). */
  stdout: () => string;
  /** Everything it printed on stderr so far (the log at LOG_LEVEL). */
  stderr: () => string;
  /** SIGKILL, then waits until the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, then waits until the process has exited; answers its exit code. */
  terminate: () => Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const running = new Set<ChildProcess>();
// A failing run must not leave a server behind holding the port and the database.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** How to run the server: its sources through the tsx loader, or the built bundle (server-build.ts) with plain node. */
const SERVER_ARGS = {
  sources: ['--import', 'tsx', 'src/server/main.ts'],
  built: ['--enable-source-maps', 'dist-server/main.js'],
};

/** Starts the server in `cwd` (its sources unless `built`) and waits for its address line. */
export async function startServer(
  cwd: string,
  env: NodeJS.ProcessEnv,
  run: keyof typeof SERVER_ARGS = 'sources',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, SERVER_ARGS[run], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));

  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`Server ${why}.\n--- stdout ---\n${out.slice(-2000)}\n--- stderr ---\n${err.slice(-2000)}`));
    };
    child.stdout?.on('data', () => {
      const match = READY_LINE.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code, signal) => fail(`exited before it was ready (code ${code}, signal ${signal})`));
  });

  return {
    base,
    pid: child.pid ?? 0,
    stdout: () => out,
    stderr: () => err,
    terminate: async () => {
      child.kill('SIGTERM');
      await exited(child);
      return child.exitCode;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** A staff account's password from the table a first start prints (it may follow the ready line). */
export async function printedPassword(server: ServerProcess, userName: string): Promise<string> {
  const pattern = new RegExp(`^${userName}\\s+(\\S+)\\s`, 'm');
  for (let waited = 0; waited < 5_000; waited += 50) {
    const password = pattern.exec(server.stdout())?.[1];
    if (password) return password;
    await sleep(50);
  }
  throw new Error(`The first start printed no password for ${userName}:\n${server.stdout().slice(-2000)}`);
}
