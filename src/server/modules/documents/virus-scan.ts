/**
 * The virus-scan hook of binder uploads (issue 29 item 10): every upload's bytes pass through
 * a scanner before they are stored. The default scans nothing (no scanner installed); a site
 * with ClamAV plugs in an adapter speaking clamd's protocol (a later step) through the app's
 * `virusScanner` option.
 */
export type ScanResult = { clean: true } | { clean: false; threat: string };

export interface VirusScanner {
  scan(data: Buffer, fileName: string): Promise<ScanResult>;
}

/** The default: accepts every file unscanned. */
export const noVirusScanner: VirusScanner = {
  async scan() {
    return { clean: true };
  },
};
