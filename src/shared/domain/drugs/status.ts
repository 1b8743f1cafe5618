/**
 * The drugs area's status machines, as data (SUITE.md): the server enforces them and the
 * client offers only the moves allowed now. SPEC §4 names the moves on deliveries and
 * distributions: receive, refuse, in-stock, give, review, revoke.
 *
 * - Delivery (a sponsor's shipment or a transfer between warehouses): recorded on arrival,
 *   then received (checked) or refused with a reason; a received one is put in stock.
 * - Distribution (dispensing): given to a subject, then reviewed by a second person; a wrong
 *   one is revoked with a reason and its packs go back to stock.
 * - Prescription (the investigator's order): a draft is published or cancelled; a published
 *   one is used by a dispensing (or cancelled).
 * - Excursion: opened by a reading outside a drug's range (its packs quarantined), then
 *   released or rejected on the sponsor's word.
 */
import type { LocalizedText } from '../labels';

interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  /** The button (permissions.ts, drug pages) that allows the move. */
  button: string;
}

function machine<S extends string, A extends string>(transitions: Record<A, Transition<S>>) {
  const actions = Object.keys(transitions) as A[];
  return {
    transitions,
    actions,
    can: (status: S, action: A) => transitions[action].from.includes(status),
    /** The moves offered now to a caller holding these buttons. */
    allowed: (status: S, buttons: readonly string[]) =>
      actions.filter(
        (action) => transitions[action].from.includes(status) && buttons.includes(transitions[action].button),
      ),
  };
}

export const DELIVERY_STATUSES = ['recorded', 'received', 'refused', 'inStock'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, LocalizedText> = {
  recorded: { 'zh-CN': '待接收', en: 'Awaiting receipt' },
  received: { 'zh-CN': '已接收待入库', en: 'Received' },
  refused: { 'zh-CN': '已拒收', en: 'Refused' },
  inStock: { 'zh-CN': '已入库', en: 'In stock' },
};
export const DELIVERY = machine<DeliveryStatus, 'receive' | 'refuse' | 'stockIn'>({
  receive: { from: ['recorded'], to: 'received', button: 'delivery:receive' },
  refuse: { from: ['recorded', 'received'], to: 'refused', button: 'delivery:receive' },
  stockIn: { from: ['received'], to: 'inStock', button: 'delivery:receive' },
});
export type DeliveryAction = (typeof DELIVERY.actions)[number];
export const DELIVERY_ACTION_LABELS: Record<DeliveryAction, LocalizedText> = {
  receive: { 'zh-CN': '接收', en: 'Receive' },
  refuse: { 'zh-CN': '拒收', en: 'Refuse' },
  stockIn: { 'zh-CN': '入库', en: 'Put in stock' },
};

export const DISTRIBUTION_STATUSES = ['given', 'reviewed', 'revoked'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];
export const DISTRIBUTION_STATUS_LABELS: Record<DistributionStatus, LocalizedText> = {
  given: { 'zh-CN': '已发放待复核', en: 'Given, awaiting review' },
  reviewed: { 'zh-CN': '已复核', en: 'Reviewed' },
  revoked: { 'zh-CN': '已撤销', en: 'Revoked' },
};
export const DISTRIBUTION = machine<DistributionStatus, 'review' | 'revoke'>({
  review: { from: ['given'], to: 'reviewed', button: 'drug:review' },
  revoke: { from: ['given', 'reviewed'], to: 'revoked', button: 'drug:revoke' },
});
export type DistributionAction = (typeof DISTRIBUTION.actions)[number];
export const DISTRIBUTION_ACTION_LABELS: Record<DistributionAction, LocalizedText> = {
  review: { 'zh-CN': '复核', en: 'Review' },
  revoke: { 'zh-CN': '撤销', en: 'Revoke' },
};

export const PRESCRIPTION_STATUSES = ['draft', 'published', 'dispensed', 'cancelled'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
export const PRESCRIPTION_STATUS_LABELS: Record<PrescriptionStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  published: { 'zh-CN': '已开具', en: 'Published' },
  dispensed: { 'zh-CN': '已发药', en: 'Dispensed' },
  cancelled: { 'zh-CN': '已作废', en: 'Cancelled' },
};
export const PRESCRIPTION = machine<PrescriptionStatus, 'publish' | 'cancel'>({
  publish: { from: ['draft'], to: 'published', button: 'drug:prescribe' },
  cancel: { from: ['draft', 'published'], to: 'cancelled', button: 'drug:prescribe' },
});
export type PrescriptionAction = (typeof PRESCRIPTION.actions)[number];

export const EXCURSION_STATUSES = ['open', 'released', 'rejected'] as const;
export type ExcursionStatus = (typeof EXCURSION_STATUSES)[number];
export const EXCURSION_STATUS_LABELS: Record<ExcursionStatus, LocalizedText> = {
  open: { 'zh-CN': '隔离中', en: 'Quarantined' },
  released: { 'zh-CN': '申办方放行', en: 'Released by the sponsor' },
  rejected: { 'zh-CN': '申办方判定不可用', en: 'Rejected by the sponsor' },
};
export const EXCURSION = machine<ExcursionStatus, 'release' | 'reject'>({
  release: { from: ['open'], to: 'released', button: 'excursion:decide' },
  reject: { from: ['open'], to: 'rejected', button: 'excursion:decide' },
});
export type ExcursionAction = (typeof EXCURSION.actions)[number];

/** A sponsor's shipment or a transfer between the site's warehouses. */
export const DELIVERY_KINDS = ['sponsor', 'transfer'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const WAREHOUSE_KINDS = ['central', 'department'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];
export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind, LocalizedText> = {
  central: { 'zh-CN': '中心药房', en: 'Central pharmacy' },
  department: { 'zh-CN': '科室药房', en: 'Department pharmacy' },
};

export const RECOVERY_KINDS = ['destroy', 'sendBack'] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];
export const RECOVERY_CAUSES = ['returned', 'expired', 'damaged', 'excursion'] as const;
export type RecoveryCause = (typeof RECOVERY_CAUSES)[number];
