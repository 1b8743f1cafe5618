export type { FileService } from './files/service';
