/**
 * The two Web APIs that shared code uses beyond ES2023. Every place shared code runs has
 * them (browsers, the service worker, Node 20), but the shared project has neither DOM nor
 * Node types, so that nothing else of a browser or of Node is reached by accident.
 */
/* eslint-disable no-var -- only `declare var` puts a global on globalThis, as the DOM and Node types do */

interface TextEncoder {
  encode(input?: string): Uint8Array;
}

declare var TextEncoder: { prototype: TextEncoder; new (): TextEncoder };

interface Crypto {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

declare var crypto: Crypto;
