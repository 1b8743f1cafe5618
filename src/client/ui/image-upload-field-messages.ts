import { defineMessages } from '../lib/i18n';

export const imageUploadFieldMessages = defineMessages({
  'zh-CN': {
    choose: '选择图片',
    replace: '更换图片',
    clear: '清除',
    uploading: '正在上传…',
    uploaded: '已上传 {name}',
    none: '未设置',
    hint: '{types}，不超过 {size}',
    extension: '只能上传图片：{types}',
    size: '图片不能超过 {size}',
    empty: '文件是空的',
    name: '文件名过长',
    failed: '上传失败',
    preview: '{label}预览',
  },
  en: {
    choose: 'Choose image',
    replace: 'Replace image',
    clear: 'Clear',
    uploading: 'Uploading…',
    uploaded: 'Uploaded {name}',
    none: 'Not set',
    hint: '{types}, at most {size}',
    extension: 'Images only: {types}',
    size: 'The image must be at most {size}',
    empty: 'The file is empty',
    name: 'The file name is too long',
    failed: 'Upload failed',
    preview: 'Preview of {label}',
  },
});
