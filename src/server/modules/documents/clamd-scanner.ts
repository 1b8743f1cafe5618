/**
 * A `VirusScanner` that asks ClamAV's daemon (clamd) over TCP with its INSTREAM command:
 * `zINSTREAM\0`, then the bytes in chunks each prefixed by its length (4 bytes, big-endian),
 * then a zero length; clamd answers `stream: OK`, or `stream: <signature> FOUND`, or
 * `<reason> ERROR` (e.g. the stream exceeded its StreamMaxLength). Anything but a clean or a
 * FOUND answer, an unreachable daemon and a timeout throw `VirusScanUnavailable`: the upload
 * is then refused (fail closed), never stored unscanned. Keeps nothing.
 */
import { Socket } from 'node:net';
import type { ScanResult, VirusScanner } from './virus-scan';

/** clamd's INSTREAM chunks; it reads each whole before the next (StreamMaxLength bounds the total). */
const CHUNK_BYTES = 64 * 1024;

export interface ClamdOptions {
  host: string;
  port: number;
  /** Connecting, sending and the answer together, in milliseconds. */
  timeoutMs: number;
}

/** The scanner could not say whether the file is clean (unreachable, timed out, an ERROR answer). */
export class VirusScanUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'VirusScanUnavailable';
  }
}

/** The INSTREAM request for these bytes: command, length-prefixed chunks, zero-length end. */
export function instreamRequest(data: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) {
    const chunk = data.subarray(offset, offset + CHUNK_BYTES);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4));
  return Buffer.concat(parts);
}

/** clamd's answer (NUL-terminated with the z prefix) as a scan result. */
export function parseClamdReply(reply: string): ScanResult {
  const text = reply.replace(/\0/g, '').trim();
  if (/^stream: OK$/.test(text)) return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { clean: false, threat: found[1] };
  throw new VirusScanUnavailable(`clamd answered: ${text.slice(0, 120) || '(nothing)'}`);
}

export function createClamdScanner(options: ClamdOptions): VirusScanner {
  return {
    scan(data) {
      return new Promise<ScanResult>((resolve, reject) => {
        const socket = new Socket();
        const chunks: Buffer[] = [];
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          outcome();
        };
        const fail = (reason: string) => finish(() => reject(new VirusScanUnavailable(reason)));
        const timer = setTimeout(() => fail(`clamd did not answer within ${options.timeoutMs} ms`), options.timeoutMs);
        socket.on('error', (error) => fail(`clamd at ${options.host}:${options.port}: ${error.message}`));
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          // The z-form answer ends with NUL; clamd then closes the connection.
          if (chunk.includes(0)) socket.end();
        });
        socket.on('close', () =>
          finish(() => {
            try {
              resolve(parseClamdReply(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error instanceof Error ? error : new VirusScanUnavailable(String(error)));
            }
          }),
        );
        socket.connect(options.port, options.host, () => socket.write(instreamRequest(data)));
      });
    },
  };
}

/** CLAMD_HOST (+ CLAMD_PORT, default 3310, CLAMD_TIMEOUT_MS, default 30000): a clamd scanner; unset, none. */
export function clamdScannerFromEnv(env: NodeJS.ProcessEnv): VirusScanner | undefined {
  const host = env.CLAMD_HOST?.trim();
  if (!host) return undefined;
  const port = Number(env.CLAMD_PORT?.trim() || 3310);
  const timeoutMs = Number(env.CLAMD_TIMEOUT_MS?.trim() || 30_000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('CLAMD_PORT must be a TCP port (1-65535)');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new Error('CLAMD_TIMEOUT_MS must be a positive number');
  return createClamdScanner({ host, port, timeoutMs });
}
