import { defineMessages } from '../lib/i18n';

export const paginationBarMessages = defineMessages({
  'zh-CN': {
    navigation: '分页',
    total: '共 {total} 条',
    perPage: '{size} 条/页',
    pageSize: '每页条数',
    goTo: '前往',
    page: '页',
    jumpTo: '跳转到第几页',
    previous: '上一页',
    next: '下一页',
    pageN: '第 {page} 页',
  },
  en: {
    navigation: 'Pagination',
    total: '{total} in total',
    perPage: '{size} / page',
    pageSize: 'Rows per page',
    goTo: 'Go to',
    page: '',
    jumpTo: 'Go to page',
    previous: 'Previous page',
    next: 'Next page',
    pageN: 'Page {page}',
  },
});
