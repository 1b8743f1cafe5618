/**
 * What a pack label's QR code holds, and how a scanned text is read back (issue 27).
 *
 * A label printed here encodes `CTP1:{projectId}:{kitNumber}`: the format tag `CTP1`, the
 * project's id (a positive integer) and the kit number. A sponsor's own barcode on the pack
 * usually holds the bare kit number, which is accepted too. Kit numbers read from a code
 * are 1 to 40 characters of letters, digits and `. _ / -`; anything else (other tags, extra
 * fields, spaces, URLs) is refused, and the kit number is then typed.
 */

export const LABEL_CODE_TAG = 'CTP1';
const KIT = '[A-Za-z0-9][A-Za-z0-9._/-]{0,39}';
const LABEL = new RegExp(`^${LABEL_CODE_TAG}:([1-9][0-9]{0,9}):(${KIT})$`);
const PLAIN = new RegExp(`^${KIT}$`);

/** A scanned code read: the kit number, and the project when it came from one of our labels. */
export interface ScannedKit {
  kitNumber: string;
  /** The project named by our label; null for a sponsor's bare kit number. */
  projectId: number | null;
}

/** The text of a pack label's QR code. */
export function labelCode(projectId: number, kitNumber: string): string {
  return `${LABEL_CODE_TAG}:${projectId}:${kitNumber}`;
}

/** Reads a scanned text strictly; undefined when it is neither our label nor a bare kit number. */
export function parseLabelCode(text: string): ScannedKit | undefined {
  const label = LABEL.exec(text);
  if (label) {
    const projectId = Number(label[1]);
    const kitNumber = label[2];
    if (!Number.isSafeInteger(projectId) || kitNumber === undefined) return undefined;
    return { projectId, kitNumber };
  }
  if (text.startsWith(`${LABEL_CODE_TAG}:`)) return undefined;
  return PLAIN.test(text) ? { kitNumber: text, projectId: null } : undefined;
}

/** The kit number a scan gives for this project; undefined for a label of another project or an unreadable code. */
export function scannedKitFor(text: string, projectId: number): string | undefined {
  const scanned = parseLabelCode(text);
  if (!scanned || (scanned.projectId !== null && scanned.projectId !== projectId)) return undefined;
  return scanned.kitNumber;
}
