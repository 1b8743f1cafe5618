/** What the documents area's server modules offer other areas (inside the area, import files directly). */
export { copyBinderTemplate } from './binder/folder-service';
export { noVirusScanner } from './virus-scan';
export type { ScanResult, VirusScanner } from './virus-scan';
export { createDocumentService } from './binder/service';
