/**
 * The ponyfill for browsers without BarcodeDetector. Its WebAssembly is served from our own
 * build (Vite emits the file and gives its URL), never from a CDN, so scanning works on a
 * hospital network with no Internet. Neither file is precached by the service worker.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeReader } from './code-reader';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

export function zxingReader(formats: string[]): CodeReader {
  return new BarcodeDetector({ formats: formats as never });
}
