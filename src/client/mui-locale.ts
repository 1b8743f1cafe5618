/**
 * MUI's built-in texts in Chinese for the components this app uses (from MUI's zhCN
 * locale). Not MUI's whole zhCN object: importing it builds an Intl.NumberFormat for
 * zh-CN as the page starts (for TablePagination, unused here), ~10 ms of a phone's main
 * thread before the first interaction.
 */
import type { ThemeOptions } from '@mui/material/styles';

export const muiZhCN: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: '展开' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: '清空',
        closeText: '关闭',
        loadingText: '加载中……',
        noOptionsText: '没有可用选项',
        openText: '打开',
      },
    },
    MuiAlert: { defaultProps: { closeText: '关闭' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': '分页导航',
        getItemAriaLabel: (type: string, page: number | null, selected: boolean) => {
          if (type === 'page') return `${selected ? '' : '转到'}第 ${page} 页`;
          if (type === 'first') return '转到第一页';
          if (type === 'last') return '转到最后一页';
          if (type === 'next') return '转到下一页';
          return '转到上一页';
        },
      },
    },
  },
};
