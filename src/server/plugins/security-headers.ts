/**
 * Security headers (helmet). The CSP allows the app's own origin only; styles also allow
 * inline because MUI/Emotion inject <style> tags at run time. Framing is denied, except
 * that the inner-mode page (the detail route with a `sign` search param) may be framed by
 * the origins listed in `frameAncestors` (env FRAME_ANCESTORS) and by no one else.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const contentSecurityDirectives = {
  defaultSrc: ["'self'"],
  // WebAssembly from our own origin only: the drug pack scanner's ZXing reader, where the
  // browser has no BarcodeDetector. It allows compiling Wasm, not eval of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * No page uses the microphone, location, payments or device access. The camera is allowed
 * to our own origin only (never to a framing or framed page): the staff suite's pack scanner
 * (SUITE.md 'Labels and scanning') asks for it when its dialog opens.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Path of the page a hospital system may embed; the `sign` search param marks inner mode. */
const INNER_PAGE_PATH = /^\/projectdviewetail\/[^/?]+\/?$/;

function isInnerPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const contentType = reply.getHeader('content-type');
  if (typeof contentType !== 'string' || !contentType.startsWith('text/html')) return false;
  const url = new URL(request.url, 'http://localhost');
  return INNER_PAGE_PATH.test(url.pathname) && Boolean(url.searchParams.get('sign'));
}

/** A source expression must not be able to end the directive or add another one. */
function checkFrameAncestors(origins: readonly string[]): void {
  const bad = origins.find((origin) => !/^[^\s;,]+$/.test(origin));
  if (bad !== undefined) throw new Error(`FRAME_ANCESTORS has an invalid entry: '${bad}'`);
}

export const securityHeaders = fp<{ frameAncestors?: string[] }>(async function securityHeaders(
  app: FastifyInstance,
  { frameAncestors = [] },
) {
  checkFrameAncestors(frameAncestors);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives },
    // Set below, and only over TLS: plain-HTTP local installs are common (kiosks, demo).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  if (frameAncestors.length === 0) return;
  const innerFrameAncestors = `frame-ancestors ${frameAncestors.join(' ')}`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isInnerPage(request, reply)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, innerFrameAncestors));
    }
    // X-Frame-Options cannot name origins; the CSP above is what browsers apply.
    reply.removeHeader('x-frame-options');
    return payload;
  });
});
