/**
 * Uploads a public image through the files module (POST /api/gbs/file/upload, the raw bytes). The
 * file's extension and size are checked here first, from the same list and limit the
 * server uses, so a wrong file is refused before a byte is sent; the server then checks
 * the real content and answers a refusal naming the field 'file'.
 */
import { type StoredFile, fileUploadEndpoint, filePolicyEndpoint } from '../../shared/api/study/files';
import { DEFAULT_UPLOAD_MAX_BYTES, type UploadProblem, imageUploadProblem } from '../../shared/domain/study/files';
import { callEndpoint, callEndpointWithTip } from './http';

/** The file was refused before sending: `problem` says why (the UI words it). */
export class UploadCheckError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
    this.name = 'UploadCheckError';
  }
}

/** The server's size limit (UPLOAD_MAX_BYTES), for the pre-send check; the default if it cannot be read. */
export async function uploadLimit(signal?: AbortSignal): Promise<number> {
  try {
    return (await callEndpoint(filePolicyEndpoint, { signal })).data.maxBytes;
  } catch {
    return DEFAULT_UPLOAD_MAX_BYTES;
  }
}

export interface UploadOptions {
  maxBytes?: number;
  signal?: AbortSignal;
}

/** Checks and uploads an image; rejects with UploadCheckError or the server's ApiCallError. */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<StoredFile> {
  const problem = imageUploadProblem(file, options.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES);
  if (problem) throw new UploadCheckError(problem);
  const { data } = await callEndpointWithTip(fileUploadEndpoint, {
    query: { name: file.name },
    body: file,
    signal: options.signal,
    // A few megabytes over a slow hospital network.
    timeoutMs: 120_000,
  });
  return data;
}
