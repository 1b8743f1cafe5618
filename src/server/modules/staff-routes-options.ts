/**
 * What the staff areas' routes receive from app.ts (each area's routes.ts registers its
 * parts with it). It sits below the routes files that use it, so they import no route list.
 */
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { FieldCipher } from '../lib/field-crypto';
import type { SessionStore } from '../services/sessions';
import type { PasswordCipher } from './access';
import type { HisAdapter } from './recruitment';
import type { VirusScanner } from './documents';
import type { FileService } from './study';

export interface StaffRoutesOptions {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  files: FileService;
  /** Opens the passwords typed to sign (encrypted as the sign-in's, with the same key). */
  signaturePasswords: PasswordCipher;
  /** Seals and opens patients' identifying fields (recruitment). */
  patientCipher: FieldCipher;
  /** The HIS the candidate-patient sync reads (recruitment/candidates/his-adapter.ts); absent: no HIS set up. */
  hisAdapter?: HisAdapter;
  /** Scans binder uploads before they are stored (documents/virus-scan.ts); absent: no scanner. */
  virusScanner?: VirusScanner;
}
