/**
 * The demo HIS (issue 13 item 1): about sixty patients of the hospital's oncology wards as
 * the demo HIS adapter reads them (modules/recruitment/candidates/his-adapter.ts documents the
 * file format). main.ts writes them on first start to HIS_DEMO_FILE or
 * `<DATA_DIR>/his/patients.json`, which an operator may edit to try the sync. Invented
 * people: the names, phones and record numbers belong to nobody. A fixed pseudo-random
 * sequence makes every demo file alike.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { addDays } from '../../../shared/domain/hospital-time';
import { dirname } from 'node:path';
import type { HisPatient } from '../../modules/recruitment/candidates/his-adapter';
import { demoName, demoSequence } from './demo-people';

/** Oncology diagnoses by ICD-10 (lung C34, gastric C16, breast C50, colorectal C18–C20, liver C22). */
const DIAGNOSES: [code: string, text: string][] = [
  ['C34.1', '右肺上叶腺癌'],
  ['C34.3', '左肺下叶鳞状细胞癌'],
  ['C34.9', '非小细胞肺癌'],
  ['C16.0', '贲门腺癌'],
  ['C16.9', '胃癌'],
  ['C50.4', '乳腺浸润性导管癌'],
  ['C18.7', '乙状结肠腺癌'],
  ['C19', '直肠乙状结肠连接处癌'],
  ['C20', '直肠腺癌'],
  ['C22.0', '肝细胞癌'],
];
const DRUG_SETS = [[], ['顺铂', '培美曲塞'], ['奥希替尼'], ['奥沙利铂', '卡培他滨'], ['曲妥珠单抗'], ['帕博利珠单抗']];

/** `count` patients with labs dated in the weeks before `today` ('YYYY-MM-DD'). */
export function demoHisPatients(today: string, count = 60): HisPatient[] {
  const random = demoSequence(20_260_113);
  const day = (daysBack: number) => addDays(today, -daysBack);
  return Array.from({ length: count }, (_, index) => {
    const [code, text] = random.pick(DIAGNOSES);
    const female = code.startsWith('C50') || random.next() < 0.45;
    const age = 30 + Math.floor(random.next() * 52);
    const drugs = random.pick(DRUG_SETS);
    return {
      mrn: `HIS${String(880_000 + index * 13).padStart(8, '0')}`,
      name: demoName(random),
      sex: female ? 'female' : 'male',
      birthDate: `${Number(today.slice(0, 4)) - age}-${String(1 + Math.floor(random.next() * 12)).padStart(2, '0')}-15`,
      phone: `13${5 + Math.floor(random.next() * 5)}${String(Math.floor(random.next() * 1e8)).padStart(8, '0')}`,
      idNumber: null,
      diagnoses: [{ code, text }],
      labs: [
        { test: 'ALT', value: 15 + Math.floor(random.next() * 60), date: day(3 + (index % 20)) },
        { test: '中性粒细胞计数', value: Math.round((1 + random.next() * 4) * 10) / 10, date: day(2 + (index % 15)) },
      ],
      priorDrugs: index % 9 === 0 ? null : [...drugs],
    };
  });
}

/** Writes the demo file unless it exists (an operator's edits are kept); true when written. */
export function ensureDemoHisFile(file: string, today: string): boolean {
  if (existsSync(file)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(demoHisPatients(today), null, 2)}\n`);
  return true;
}
