/** The columns of the visit schedule's Excel export: the schedule's rows, days as Excel dates. */
import type { ScheduleRow } from '../../../../shared/api/visits/schedule';
import { VISIT_STATUS_LABELS } from '../../../../shared/domain/visits/schedule';
import type { SheetColumn } from '../../../lib/typed-sheet';

const yesNo = (value: boolean) => (value ? '是' : '');

export const SCHEDULE_COLUMNS: SheetColumn<ScheduleRow>[] = [
  { header: '日期', type: 'day', value: (row) => row.day },
  { header: '项目', type: 'text', value: (row) => row.projectName },
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.initials },
  { header: '访视', type: 'text', value: (row) => row.visitName },
  { header: '访视代码', type: 'text', value: (row) => row.visitCode },
  { header: '周期', type: 'number', value: (row) => row.cycle },
  { header: '分组', type: 'text', value: (row) => row.groupName },
  { header: '计划日期', type: 'day', value: (row) => row.plannedDate },
  { header: '窗口开始', type: 'day', value: (row) => row.windowStart },
  { header: '窗口结束', type: 'day', value: (row) => row.windowEnd },
  { header: '实际日期', type: 'day', value: (row) => row.executedDate },
  { header: '状态', type: 'text', value: (row) => VISIT_STATUS_LABELS[row.status]['zh-CN'] },
  { header: '今日到访', type: 'text', value: (row) => yesNo(row.dueToday) },
  { header: '已超窗', type: 'text', value: (row) => yesNo(row.overdue) },
  { header: '窗口外完成', type: 'text', value: (row) => yesNo(row.outOfWindow) },
];
