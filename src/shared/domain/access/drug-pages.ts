/**
 * The drugs area's project pages and buttons in the permission catalogue (permissions.ts):
 * the catalogue, inventory, deliveries, dispensing, returns and recovery, and reconciliation.
 */
import type { PageEntry } from './permissions';

export const DRUG_SYSTEM_PAGES = {
  /** The site's pharmacies (central and department) and their temperature records. */
  DrugWarehouses: {
    label: { 'zh-CN': '药房与温湿度', en: 'Pharmacies and temperatures' },
    buttons: {
      'warehouse:manage': { 'zh-CN': '维护药房', en: 'Edit pharmacies' },
      'temperature:record': { 'zh-CN': '记录/导入温度', en: 'Record or import temperatures' },
    },
  },
} as const satisfies Record<string, PageEntry>;

export const DRUG_PROJECT_PAGES = {
  /** Drugs, arms, dosages and the project's pharmacy settings. */
  DrugCatalogue: {
    label: { 'zh-CN': '试验药品', en: 'Trial drugs' },
    buttons: {
      'drug:catalogue': { 'zh-CN': '维护药品、组别与剂量', en: 'Edit drugs, arms and dosages' },
    },
  },
  /** Stock per pack, batch and warehouse; the ledger; expiry; excursions in quarantine. */
  DrugInventory: {
    label: { 'zh-CN': '药品库存', en: 'Drug inventory' },
    buttons: {
      'excursion:decide': {
        'zh-CN': '登记申办方对超温药品的处理',
        en: "Record the sponsor's decision on an excursion",
      },
    },
  },
  /** Sponsor deliveries and transfers between warehouses: record, receive or refuse, put in stock. */
  DrugDeliveries: {
    label: { 'zh-CN': '药品接收', en: 'Drug deliveries' },
    buttons: {
      'delivery:record': { 'zh-CN': '登记到货与调拨', en: 'Record deliveries and transfers' },
      'delivery:receive': { 'zh-CN': '接收、拒收、入库', en: 'Receive, refuse, put in stock' },
    },
  },
  /** Prescriptions and dispensing to subjects at their visits, with a second person's review. */
  DrugDispensing: {
    label: { 'zh-CN': '药品发放', en: 'Drug dispensing' },
    buttons: {
      'drug:prescribe': { 'zh-CN': '开具处方', en: 'Prescribe' },
      'drug:give': { 'zh-CN': '发药', en: 'Dispense' },
      'drug:review': { 'zh-CN': '复核发药', en: 'Review dispensing' },
      'drug:revoke': { 'zh-CN': '撤销发药', en: 'Revoke dispensing' },
    },
  },
  /** Returns by subjects (compliance) and recovery: destruction or return to the sponsor. */
  DrugRecovery: {
    label: { 'zh-CN': '回收与销毁', en: 'Returns and recovery' },
    buttons: {
      'drug:return': { 'zh-CN': '登记受试者退药', en: 'Record returns' },
      'drug:recover': { 'zh-CN': '销毁或退回申办方', en: 'Destroy or send back' },
    },
  },
  /** Received = in stock + dispensed − returned + recovered, per batch; accountability logs. */
  DrugReconciliation: {
    label: { 'zh-CN': '药品清点', en: 'Drug accountability' },
    buttons: {
      'accountability:sign': { 'zh-CN': '签署药品清点记录', en: 'Sign accountability logs' },
    },
  },
} as const satisfies Record<string, PageEntry>;
