/**
 * Reads codes from the camera's video: the browser's own BarcodeDetector where it has one
 * that reads QR codes, else the barcode-detector ponyfill (ZXing in WebAssembly), imported
 * only here, when a scan dialog opens, so it stays in its own chunk.
 */

/** The part of the Barcode Detection API the scanner uses. */
export interface CodeReader {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): CodeReader;
  getSupportedFormats: () => Promise<string[]>;
}

/** Our labels' QR code and the symbologies sponsors print kit numbers in. */
export const SCAN_FORMATS = ['qr_code', 'data_matrix', 'code_128', 'code_39'];

export async function createCodeReader(): Promise<CodeReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch((): string[] => []);
    if (supported.includes('qr_code')) {
      return new native({ formats: SCAN_FORMATS.filter((format) => supported.includes(format)) });
    }
  }
  const { zxingReader } = await import('./zxing-reader');
  return zxingReader(SCAN_FORMATS);
}
