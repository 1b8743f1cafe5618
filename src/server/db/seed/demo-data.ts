/**
 * The demo hospital (华康大学附属第一医院, fictional): site settings, banners, apps, form
 * config, dictionaries, departments, system config and the demo projects. Plain data;
 * load-demo.ts writes it into an empty database on first start. Images live in public/demo/.
 */
import type { SiteTable } from '../schema';
import { DEFAULT_HOSPITAL_TIME_ZONE } from '../../../shared/domain/hospital-time';
import type { DemoProject } from './demo-project-type';
import { cardiometabolicProjects } from './demo-projects-cardiometabolic';
import { deviceAndIitProjects } from './demo-projects-device-iit';
import { digestiveProjects } from './demo-projects-digestive';
import { haematologyProjects } from './demo-projects-haematology';
import { immunologyProjects } from './demo-projects-immunology';
import { lungProjects } from './demo-projects-lung';
import { neuroRespiratoryProjects } from './demo-projects-neuro-respiratory';
import { oncologyProjects } from './demo-projects-oncology';

// Kept in their own file for size; load-demo.ts reads the whole demo set from this module.
export { demoDictionaries } from './demo-dictionaries';

export const demoSite: Omit<SiteTable, 'id' | 'version' | 'hospitalNetworks' | 'documentDueDays'> = {
  webIco: '/demo/favicon.svg',
  siteName: '华康医院临床试验招募平台',
  shortName: '华康试验招募',
  themeColor: '#1565c0',
  qrCode: '/demo/official-account-qr.png',
  code: 'hkyy',
  sourceCheck: 0,
  endpoint: '',
  loginBackImage: '/demo/login-back.svg',
  loginLogo: '/demo/logo.svg',
  indexLogo: null,
  hospitalNameFull: '华康大学附属第一医院',
  officialWebsite: 'https://www.example.org',
  newWindowMs: 79_488_000,
  kioskMode: 0,
  kioskIdleSeconds: 90,
  timeZone: DEFAULT_HOSPITAL_TIME_ZONE,
};

export const demoBanners: { url: string; alt: string }[] = [
  { url: '/demo/banner-1.svg', alt: '参与临床试验 共创医学未来' },
  { url: '/demo/banner-2.svg', alt: '专业团队 全程守护' },
];

export const demoRegmark = {
  regInstruction: [
    '1. 请使用本人真实姓名和手机号注册，注册信息仅用于临床试验招募联系。',
    '2. 研究人员账号需经所在科室和临床试验机构办公室审核后方可使用。',
    '3. 请按要求上传附件材料，审核结果将以短信通知。',
  ].join('\n'),
  attechment: 'GCP培训证书、执业证书',
  attechmentEnum: 'gcpCertificate,practiceCertificate',
  editRight: 20,
};

export const demoApps: { name: string; url: string; icon: string }[] = [
  { name: '临床试验管理系统', url: '/login', icon: '/icons/icon-192.png' },
  { name: '伦理审查系统', url: 'https://www.example.org/ethics', icon: '/demo/favicon.svg' },
];

export const demoFormConfig: { configkey: string; configvalue: string }[] = [
  // The project QR code encodes this prefix followed by the project id.
  { configkey: 'recruitShareUrl', configvalue: 'http://localhost:8080/projectdviewetail/' },
  { configkey: 'recruitFollowTip', configvalue: '请使用微信扫码关注医院公众号，在线咨询、报名或预约门诊' },
];

export const demoSysConfig: Record<string, string> = {
  'sys.login.mobileCaptchaOnOff': 'false',
  'sys.ctdms.shfy': 'false',
  'sys.ctdms.nde': 'false',
  // Shown to signed-in staff as 'demo environment' (who's demoEnv).
  'sys.demo': 'true',
  // Passwords travel RSA-OAEP encrypted; 'false' would let the server take plain text.
  'sys.login.passwordEncrypt': 'true',
  'sys.permission.switch': 'true',
};

export const demoOrgs: Record<string, [id: string, name: string][]> = {
  dep: [
    ['1001', '肿瘤内科'],
    ['1002', '胸外科'],
    ['1003', '呼吸与危重症医学科'],
    ['1004', '消化内科'],
    ['1005', '乳腺外科'],
    ['1006', '血液科'],
    ['1007', '妇科'],
    ['1008', '心血管内科'],
    ['1009', '内分泌科'],
    ['1010', '风湿免疫科'],
    ['1011', '神经内科'],
    ['1012', '皮肤科'],
  ],
  office: [
    ['2001', '临床试验机构办公室'],
    ['2002', '伦理委员会办公室'],
    ['2003', 'Ⅰ期临床研究中心'],
    ['2004', '药学部'],
  ],
};

/** The demo projects, one file per clinical area; start times, not this order, decide the list order. */
export const demoProjects: DemoProject[] = [
  ...lungProjects,
  ...digestiveProjects,
  ...oncologyProjects,
  ...haematologyProjects,
  ...cardiometabolicProjects,
  ...immunologyProjects,
  ...neuroRespiratoryProjects,
  ...deviceAndIitProjects,
];
