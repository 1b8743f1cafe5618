/**
 * Biological samples (SPEC §7 'sample box'): the sample types, the chain of custody as a
 * status machine (data, enforced by the server, read by the client to show only the moves
 * allowed now), the shipment's states and what a sample label's code holds.
 *
 * collected → processed → stored → shipped → received; destroyed from any non-final status.
 * A stored sample may also move to another free position, or be taken out (back to processed).
 */

export const SAMPLE_TYPES = ['blood', 'serum', 'plasma', 'urine', 'tissue', 'dna', 'other'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];
export const SAMPLE_TYPE_LABELS: Record<SampleType, { 'zh-CN': string; en: string }> = {
  blood: { 'zh-CN': '全血', en: 'Whole blood' },
  serum: { 'zh-CN': '血清', en: 'Serum' },
  plasma: { 'zh-CN': '血浆', en: 'Plasma' },
  urine: { 'zh-CN': '尿液', en: 'Urine' },
  tissue: { 'zh-CN': '组织', en: 'Tissue' },
  dna: { 'zh-CN': 'DNA', en: 'DNA' },
  other: { 'zh-CN': '其他', en: 'Other' },
};

export const SAMPLE_STATUSES = ['collected', 'processed', 'stored', 'shipped', 'received', 'destroyed'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_STATUS_LABELS: Record<SampleStatus, { 'zh-CN': string; en: string }> = {
  collected: { 'zh-CN': '已采集', en: 'Collected' },
  processed: { 'zh-CN': '已处理', en: 'Processed' },
  stored: { 'zh-CN': '已入库', en: 'Stored' },
  shipped: { 'zh-CN': '已寄送', en: 'Shipped' },
  received: { 'zh-CN': '中心实验室已接收', en: 'Received' },
  destroyed: { 'zh-CN': '已销毁', en: 'Destroyed' },
};

/** The buttons of the samples page (permissions: the SampleBoxes page). */
export type SampleButton = 'sample:collect' | 'sample:store' | 'sample:ship';

export interface SampleMove {
  from: readonly SampleStatus[];
  to: SampleStatus;
  button: SampleButton;
}

/** Every move of the chain of custody; `collect` has no `from` (it makes the sample). */
export const SAMPLE_MOVES = {
  process: { from: ['collected'], to: 'processed', button: 'sample:collect' },
  store: { from: ['collected', 'processed'], to: 'stored', button: 'sample:store' },
  move: { from: ['stored'], to: 'stored', button: 'sample:store' },
  takeOut: { from: ['stored'], to: 'processed', button: 'sample:store' },
  ship: { from: ['stored'], to: 'shipped', button: 'sample:ship' },
  receive: { from: ['shipped'], to: 'received', button: 'sample:ship' },
  destroy: { from: ['collected', 'processed', 'stored', 'shipped'], to: 'destroyed', button: 'sample:collect' },
} as const satisfies Record<string, SampleMove>;
export type SampleMoveName = keyof typeof SAMPLE_MOVES;
export const SAMPLE_MOVE_NAMES = Object.keys(SAMPLE_MOVES) as SampleMoveName[];

/** The custody actions a row of the chain records: the moves and the first one, collect. */
export type CustodyAction = SampleMoveName | 'collect';
export const CUSTODY_ACTIONS = ['collect', ...SAMPLE_MOVE_NAMES] as const;

/** Whether a sample in `status` may take `move`. */
export function canMove(status: SampleStatus, move: SampleMoveName): boolean {
  return (SAMPLE_MOVES[move].from as readonly SampleStatus[]).includes(status);
}

/** The statuses in which a sample holds a box position. */
export const POSITIONED_STATUSES: readonly SampleStatus[] = ['stored', 'shipped'];

export const SHIPMENT_STATUSES = ['draft', 'shipped', 'received'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, { 'zh-CN': string; en: string }> = {
  draft: { 'zh-CN': '待寄送', en: 'Being packed' },
  shipped: { 'zh-CN': '运输中', en: 'In transit' },
  received: { 'zh-CN': '已签收', en: 'Received' },
};

/** The largest box grid (a 10×10 cryobox is the common size; 9×9 and 8×12 plates too). */
export const BOX_SIZE_MAX = 12;

/** A box position as people write it: row letter and column number ('A1', 'C10'). */
export function positionName(row: number, col: number): string {
  return `${String.fromCharCode(64 + row)}${col}`;
}

/** A sample code: the printed barcode's text, letters, digits and `. _ -`, 3 to 40 long. */
export const SAMPLE_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$';
const SAMPLE_CODE = new RegExp(SAMPLE_CODE_PATTERN);

/** Reads a scanned or typed sample code (trimmed); undefined when it cannot be one. */
export function parseSampleCode(text: string): string | undefined {
  const code = text.trim();
  return SAMPLE_CODE.test(code) ? code : undefined;
}
