/** The columns of the sample inventory's Excel export: every sample with where it is now. */
import type { Sample } from '../../../../shared/api/visits/samples';
import { SAMPLE_STATUS_LABELS, SAMPLE_TYPE_LABELS, positionName } from '../../../../shared/domain/visits/samples';
import type { SheetColumn } from '../../../lib/typed-sheet';

export const SAMPLE_COLUMNS: SheetColumn<Sample>[] = [
  { header: '样本编号', type: 'text', value: (row) => row.sampleCode },
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '访视', type: 'text', value: (row) => row.visitName },
  { header: '样本类型', type: 'text', value: (row) => SAMPLE_TYPE_LABELS[row.sampleType]['zh-CN'] },
  { header: '采集时间', type: 'instant', value: (row) => row.collectedAt },
  { header: '采集人', type: 'text', value: (row) => row.collectedBy },
  { header: '状态', type: 'text', value: (row) => SAMPLE_STATUS_LABELS[row.status]['zh-CN'] },
  { header: '样本盒', type: 'text', value: (row) => row.boxLabel },
  {
    header: '位置',
    type: 'text',
    value: (row) => (row.positionRow && row.positionCol ? positionName(row.positionRow, row.positionCol) : null),
  },
  { header: '备注', type: 'text', value: (row) => row.note },
];
