import { defineMessages } from '../../../../lib/i18n';

export const filesPageMessages = defineMessages({
  'zh-CN': {
    title: '文件管理',
    public: '上传的图片是公开的：任何人可通过地址访问，长期缓存。',
    image: '图片',
    address: '文件地址',
    noPermission: '没有上传权限',
  },
  en: {
    title: 'Files',
    public: 'Uploaded images are public: anyone with the address can see them; cached for a year.',
    image: 'Image',
    address: 'File address',
    noPermission: 'You may not upload files',
  },
});
