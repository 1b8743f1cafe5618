/**
 * SPEC §8 as pure functions: read an HTTP answer (JSON, HTML, empty or a file) and decide
 * what the user sees. The HTTP client acts on the outcome; nothing here has side effects.
 */
import { ResponseCode } from '../../shared/api/contract/envelope';
import type { FeedbackText } from './feedback-messages';

export type DecodedAnswer =
  | { type: 'json'; value: unknown; text: string }
  | { type: 'html'; text: string }
  | { type: 'empty' }
  | { type: 'unreadable' }
  | { type: 'file'; blob: Blob };

export type Outcome =
  | { kind: 'pass'; value: unknown }
  | { kind: 'info'; content: FeedbackText; code: string; field?: string }
  | { kind: 'unauthorized'; content: FeedbackText }
  | { kind: 'error'; content: FeedbackText; code?: string; requestId?: string };

interface EnvelopeLike {
  isOk?: unknown;
  success?: unknown;
  code?: unknown;
  msg?: unknown;
  cause?: unknown;
  requestId?: unknown;
  field?: unknown;
}

const isJsonType = (contentType: string) => /[/+]json\b/i.test(contentType);
const isHtmlType = (contentType: string) => /text\/html/i.test(contentType);

function decodeText(text: string, contentType: string): DecodedAnswer {
  if (text.trim() === '') return { type: 'empty' };
  if (isHtmlType(contentType) || /^\s*</.test(text)) return { type: 'html', text };
  try {
    return { type: 'json', value: JSON.parse(text), text };
  } catch {
    return { type: 'unreadable' };
  }
}

/**
 * Reads the body. A file call whose answer is JSON or HTML (an error envelope, a login
 * page from a proxy) is decoded as text so it is handled like any other answer.
 */
export async function decodeAnswer(response: Response, expected: 'json' | 'file'): Promise<DecodedAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  if (expected === 'file' && !isJsonType(contentType) && !isHtmlType(contentType)) {
    return { type: 'file', blob: await response.blob() };
  }
  try {
    return decodeText(await response.text(), contentType);
  } catch {
    return { type: 'unreadable' };
  }
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function httpError(status: number): FeedbackText {
  return { key: 'httpError', values: { status } };
}

function classifyJson(value: unknown, status: number, ok: boolean): Outcome {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ok ? { kind: 'pass', value } : { kind: 'error', content: httpError(status) };
  }
  const envelope = value as EnvelopeLike;
  const code =
    typeof envelope.code === 'string' || typeof envelope.code === 'number' ? String(envelope.code) : undefined;
  const serverText = nonEmpty(envelope.cause) ?? nonEmpty(envelope.msg);
  const requestId = nonEmpty(envelope.requestId);
  // CA codes belong to the e-signature (CA) flow: its screens read them.
  if (code?.startsWith('CA')) return { kind: 'pass', value };
  const hasEnvelope = 'isOk' in envelope || 'success' in envelope;
  if (!hasEnvelope) {
    if (ok) return { kind: 'pass', value };
    return { kind: 'error', content: serverText ? { text: serverText } : httpError(status), code, requestId };
  }
  if (code === ResponseCode.ok) return { kind: 'pass', value };
  if (code === ResponseCode.info) {
    const content: FeedbackText = serverText ? { text: serverText } : { key: 'operationFailed' };
    const field = nonEmpty(envelope.field);
    return field ? { kind: 'info', code, content, field } : { kind: 'info', code, content };
  }
  if (code === ResponseCode.unauthorized) return { kind: 'unauthorized', content: { key: 'sessionText' } };
  return { kind: 'error', content: serverText ? { text: serverText } : httpError(status), code, requestId };
}

export function classifyAnswer(answer: DecodedAnswer, status: number): Outcome {
  const ok = status >= 200 && status < 300;
  switch (answer.type) {
    case 'json':
      return classifyJson(answer.value, status, ok);
    case 'file':
      return ok ? { kind: 'pass', value: answer.blob } : { kind: 'error', content: httpError(status) };
    case 'empty':
      return ok ? { kind: 'pass', value: undefined } : { kind: 'error', content: httpError(status) };
    case 'html':
      return { kind: 'error', content: ok ? { key: 'htmlAnswer' } : httpError(status) };
    case 'unreadable':
      return { kind: 'error', content: ok ? { key: 'unreadableAnswer' } : httpError(status) };
  }
}
