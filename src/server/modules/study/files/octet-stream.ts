/**
 * The body parser of every upload route (application/octet-stream): reads the raw bytes,
 * refusing them as soon as they are known to be over the limit (the declared length, or the
 * bytes counted as they come), with a field problem on the file. Registered inside each upload
 * plugin only (Fastify encapsulation), after the caller's access was checked (onRequest), so
 * an anonymous or unpermitted caller's body is never read.
 */
import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../../../shared/domain/study/files';
import { fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD } from './service';

function tooLarge(maxBytes: number) {
  return fieldProblem(FILE_FIELD, {
    'zh-CN': `文件不能超过 ${formatBytes(maxBytes)}`,
    en: `The file must be at most ${formatBytes(maxBytes)}`,
  });
}

export function octetStreamParser(maxBytes: number) {
  return async (request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of payload) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      length += bytes.length;
      if (length > maxBytes) throw tooLarge(maxBytes);
      chunks.push(bytes);
    }
    return Buffer.concat(chunks, length);
  };
}
