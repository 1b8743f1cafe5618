/** What the study area's server modules offer other areas (inside the area, import files directly). */
export type { StoredFileRow } from './files/repository';
export { FILE_FIELD } from './files/service';
export { octetStreamParser } from './files/octet-stream';
export type { FileService } from './files/service';
export { onProjectCreated } from './projects/project-events';
export type { ProjectCreatedEvent } from './projects/project-events';
export { createMemoryFileStore } from './files/file-store';
export { centreProgressOf } from './centres/centre-counts';
export type { CentreProgress } from './centres/centre-counts';
export { subjectCentreId } from './centres/own-centre';
