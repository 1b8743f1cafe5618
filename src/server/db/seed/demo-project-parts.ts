/**
 * Parts the demo projects share: sponsors, the clinic timetable of the demo hospital's doctors
 * and the eligibility criteria that recur across protocols. The large-data generator recombines
 * these too. Fictional people and times; no real patient or staff data.
 */
import type { DemoOutpatient } from './demo-project-type';

/** Numbers criteria the way protocols print them: '1. ...\n2. ...'. */
export function numbered(...criteria: string[]): string {
  return criteria.map((text, index) => `${index + 1}. ${text}`).join('\n');
}

/** Fictional sponsors; the drug-code prefix (HK-, QM-, ...) tells whose compound it is. */
export const sponsors = {
  hk: '和康生物医药（苏州）有限公司',
  qm: '启明星药业股份有限公司',
  za: '泽安医药科技（上海）有限公司',
  yz: '远瞻生物技术（杭州）有限公司',
  hy: '瀚宇制药有限公司',
  hr: '和润制药有限公司',
  ky: '康源医疗器械有限公司',
  zx: '致新诊断技术（北京）有限公司',
  /** Investigator-initiated studies are sponsored by the hospital itself. */
  hospital: '华康大学附属第一医院',
} as const;

/** Each doctor's clinic, so a doctor has the same visit time in every project. */
export const clinics = {
  chenLixin: { deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周二上午 08:00-12:00' },
  wangJingyi: { deptName: '肿瘤内科', doctName: '王静怡', seeTime: '周四下午 14:00-17:00' },
  liuHaitao: { deptName: '肿瘤内科', doctName: '刘海涛', seeTime: '周三上午' },
  zhangXiaomei: { deptName: '肿瘤内科', doctName: '张晓梅', seeTime: '周五上午 08:00-11:30' },
  zhaoJianguo: { deptName: '胸外科', doctName: '赵建国', seeTime: '周二上午' },
  sunZhiyuan: { deptName: '胸外科', doctName: '孙志远', seeTime: '周四上午' },
  liHuimin: { deptName: '呼吸与危重症医学科', doctName: '李慧敏', seeTime: '周三下午 14:00-17:00' },
  zhouWenbo: { deptName: '呼吸与危重症医学科', doctName: '周文博', seeTime: '周四上午' },
  wuZhenhua: { deptName: '消化内科', doctName: '吴振华', seeTime: '周一下午' },
  zhengYaqin: { deptName: '消化内科', doctName: '郑雅琴', seeTime: '周三上午 08:00-12:00' },
  huangLijun: { deptName: '乳腺外科', doctName: '黄丽君', seeTime: '周二下午 14:00-17:00' },
  linSiyuan: { deptName: '乳腺外科', doctName: '林思远', seeTime: '周一上午' },
  heGuangming: { deptName: '血液科', doctName: '何光明', seeTime: '周二上午' },
  maXiulan: { deptName: '血液科', doctName: '马秀兰', seeTime: '周四上午' },
  xuWanqing: { deptName: '妇科', doctName: '徐婉清', seeTime: '周三上午' },
  gaoXue: { deptName: '妇科', doctName: '高雪', seeTime: '周五下午' },
  yangWeidong: { deptName: '心血管内科', doctName: '杨卫东', seeTime: '周一上午 08:00-12:00' },
  zhuMingzhe: { deptName: '心血管内科', doctName: '朱明哲', seeTime: '周三下午 14:00-17:00' },
  hanXiaoyan: { deptName: '心血管内科', doctName: '韩晓燕', seeTime: '周五上午' },
  luoChunhua: { deptName: '内分泌科', doctName: '罗春华', seeTime: '周二上午' },
  songJiaqi: { deptName: '内分泌科', doctName: '宋佳琪', seeTime: '周四下午 14:00-17:00' },
  xieWentao: { deptName: '风湿免疫科', doctName: '谢文涛', seeTime: '周一上午' },
  tangMin: { deptName: '风湿免疫科', doctName: '唐敏', seeTime: '周四上午 08:00-12:00' },
  xuWei: { deptName: '神经内科', doctName: '许伟', seeTime: '周四上午' },
  fengXiaolan: { deptName: '神经内科', doctName: '冯晓岚', seeTime: '周二下午' },
  dengZhigang: { deptName: '神经内科', doctName: '邓志刚', seeTime: '周一下午 14:00-17:00' },
  caoYing: { deptName: '皮肤科', doctName: '曹颖', seeTime: '周三上午' },
  pengLei: { deptName: '皮肤科', doctName: '彭磊', seeTime: '周五下午 14:00-17:00' },
} satisfies Record<string, DemoOutpatient>;

/** Criteria that recur across protocols, worded once. */
export const common = {
  consent: '充分了解本研究并自愿签署书面知情同意书',
  age18to75: '年龄18-75周岁（含边界值），性别不限',
  ecog01: 'ECOG体能状态评分0-1分，预计生存期≥12周',
  ecog02: 'ECOG体能状态评分0-2分',
  measurable: '根据RECIST 1.1标准至少有一个可测量病灶',
  organFunction: '主要器官功能良好：中性粒细胞≥1.5×10⁹/L，血小板≥100×10⁹/L，血红蛋白≥90 g/L，肝肾功能基本正常',
  contraception: '育龄期受试者同意在研究期间及末次用药后6个月内采取有效避孕措施',
  brainMetastases: '存在未经治疗或有症状的中枢神经系统转移',
  autoimmune: '存在活动性自身免疫性疾病，或需要全身性糖皮质激素、免疫抑制剂治疗',
  infection: '活动性乙型或丙型肝炎、HIV感染，或其他需要全身治疗的活动性感染',
  cardiac: '6个月内发生过心肌梗死、不稳定型心绞痛或NYHA Ⅲ-Ⅳ级心力衰竭',
  interstitialLung: '存在间质性肺病史，或需要糖皮质激素治疗的非感染性肺炎',
  oralAbsorption: '存在影响口服药物吸收的胃肠道疾病（如吞咽困难、慢性腹泻、肠梗阻）',
  pregnancy: '妊娠期或哺乳期女性',
  otherTrial: '入组前4周内参加过其他药物或医疗器械临床试验',
  allergy: '已知对研究药物或其辅料过敏',
  otherMalignancy: '5年内患有其他恶性肿瘤（已治愈的皮肤基底细胞癌、宫颈原位癌除外）',
  tuberculosis: '活动性结核或未经预防性治疗的潜伏性结核感染',
  investigatorJudgement: '研究者认为存在其他不适合参加本研究的情况',
} as const;
