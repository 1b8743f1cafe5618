/** What the documents area's server modules offer other areas (inside the area, import files directly). */
export { copyBinderTemplate } from './binder/folder-service';
export { fileSignedRecord } from './filing/file-signed-record';
export type { FiledSignature, FiledSourceKind, SignedRecordFiling } from './filing/file-signed-record';
export type { RecordLine } from './filing/record-pdf';
export { noVirusScanner } from './virus-scan';
export type { ScanResult, VirusScanner } from './virus-scan';
export { assertBinderWritable } from './archive/service';
export { createDocumentService } from './binder/service';
