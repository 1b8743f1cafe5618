import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const COORDINATOR = 'coordinator';

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8').toString('base64');
const importFile = (fileName: string, content: string, apply: boolean, as = COORDINATOR) =>
  t.post('/api/bus/project/import', { fileName, content, apply }, as);
const projectCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('project')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const HEADER = '项目名称*,招募状态,项目类型,试验分期,开始日期,科室,受试者疾病,入选标准';

describe('project import', () => {
  it('reports every problem with its row, column and reason, and creates nothing', async () => {
    const before = await projectCount();
    const content = csv([
      HEADER,
      '导入项目甲,招募中,药物临床试验,Ⅲ期,2026-12-01,肿瘤内科,胃癌,"1. 年龄18-75岁\n2. 确诊胃癌"',
      ',招募中,不存在的类型,Ⅸ期,2026-13-45,不存在科,胃癌,',
      '导入项目丙,进行中,药物临床试验,Ⅱ期,2026/1/5,1001,肺癌,',
    ]);
    for (const apply of [false, true]) {
      const response = await importFile('projects.csv', content, apply);
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json().data;
      expect(report).toMatchObject({ rows: 3, applied: false, createdIds: [] });
      expect(report.problems).toEqual(
        expect.arrayContaining([
          { row: 3, field: 'name', column: '项目名称*', reason: '必填' },
          { row: 3, field: 'trialType', column: '项目类型', reason: '不在字典中: 不存在的类型' },
          { row: 3, field: 'trialStages', column: '试验分期', reason: '不在字典中: Ⅸ期' },
          { row: 3, field: 'deptId', column: '科室', reason: '科室不存在: 不存在科' },
          { row: 4, field: 'recruitStatus', column: '招募状态', reason: '不是招募状态: 进行中' },
        ]),
      );
      expect(report.problems.some((p: { row: number }) => p.row === 2)).toBe(false);
    }
    expect(await projectCount()).toBe(before);
  });

  it('creates every row as a draft in one go, with dictionary labels stored as codes and an audit row each', async () => {
    const content = csv([
      HEADER,
      '导入项目一,招募中,药物临床试验,"Ⅲ期,Ⅱ期",2026-12-01,肿瘤内科,胃癌,"1. 年龄18-75岁\n2. 确诊胃癌"',
      '导入项目二,zmwc,device,1,,,,',
    ]);
    const dryRun = (await importFile('projects.csv', content, false)).json().data;
    expect(dryRun).toMatchObject({ rows: 2, problems: [], applied: false, createdIds: [] });
    const applied = (await importFile('projects.csv', content, true)).json().data;
    expect(applied).toMatchObject({ rows: 2, problems: [], applied: true });
    expect(applied.createdIds).toHaveLength(2);
    const [first, second] = await Promise.all(
      applied.createdIds.map(
        async (id: number) => (await t.get(`/api/bus/project/${id}/detail`, COORDINATOR)).json().data,
      ),
    );
    expect(first).toMatchObject({
      name: '导入项目一',
      recruitStatus: 'zmz',
      trialType: 'drug',
      trialStages: '3,2',
      actionTime: '2026-11-30T16:00:00.000Z',
      deptId: 1001,
      testedDiseases: '胃癌',
      inclusionCriteria: '1. 年龄18-75岁\n2. 确诊胃癌',
      status: 'preparing',
      published: false,
    });
    expect(second).toMatchObject({ name: '导入项目二', recruitStatus: 'zmwc', trialType: 'device', trialStages: '1' });
    const audits = await auditRows(t.db, 'project.import');
    expect(audits.map((row) => Number(row.entityId)).sort()).toEqual([...applied.createdIds].sort());
  });

  it('refuses a project number already taken or given twice in the file', async () => {
    const taken = (
      await t.db.selectFrom('project').select('projectNo').where('projectNo', 'is not', null).executeTakeFirstOrThrow()
    ).projectNo;
    const content = csv(['项目名称,项目编号', `甲,${taken}`, '乙,NEW-001', '丙,NEW-001']);
    const report = (await importFile('p.csv', content, true)).json().data;
    expect(report).toMatchObject({ applied: false, createdIds: [] });
    expect(report.problems).toEqual([
      { row: 2, field: 'projectNo', column: '项目编号', reason: `项目编号已存在: ${taken}` },
      { row: 4, field: 'projectNo', column: '项目编号', reason: '项目编号与第 3 行重复: NEW-001' },
    ]);
  });

  it('reads .xlsx files, date cells included, and refuses files it cannot read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('项目');
    sheet.addRow(['项目名称', 'trialType', '开始日期']);
    sheet.addRow(['Excel 导入项目', '医疗器械临床试验', new Date(Date.UTC(2027, 0, 15))]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const report = (await importFile('projects.xlsx', content, true)).json().data;
    expect(report).toMatchObject({ rows: 1, problems: [], applied: true });
    const project = (await t.get(`/api/bus/project/${report.createdIds[0]}/detail`, COORDINATOR)).json().data;
    expect(project).toMatchObject({
      name: 'Excel 导入项目',
      trialType: 'device',
      actionTime: '2027-01-14T16:00:00.000Z',
    });

    const gbk = Buffer.from([0xcf, 0xee, 0xc4, 0xbf, 0x2c, 0x0a]).toString('base64');
    const cases: [string, string, string][] = [
      ['projects.csv', gbk, 'UTF-8'],
      ['projects.xlsx', Buffer.from('not a zip').toString('base64'), 'Excel'],
      ['projects.exe', csv([HEADER]), '.csv 或 .xlsx'],
      ['projects.csv', csv([HEADER]), '没有数据行'],
      ['projects.csv', csv(['项目名称,颜色', '甲,红']), '未知的列: 颜色'],
    ];
    for (const [fileName, body, expected] of cases) {
      const problems = (await importFile(fileName, body, true)).json().data.problems;
      expect(problems, fileName).toHaveLength(1);
      expect(problems[0].reason).toContain(expected);
    }
  });

  it('serves the template and lets only project managers import', async () => {
    const template = await t.get('/api/bus/project/import/template?format=csv', COORDINATOR);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(
      template.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.startsWith('项目名称*,招募状态'),
    ).toBe(true);
    const xlsx = await t.get('/api/bus/project/import/template', COORDINATOR);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('项目名称*');

    expect((await importFile('p.csv', csv([HEADER]), false, 'monitor')).statusCode).toBe(403);
    expect((await t.get('/api/bus/project/export', 'monitor')).statusCode).toBe(403);
  });
});

describe('project export', () => {
  it('exports the table’s columns with the list filters, labels for codes, formula cells neutralised', async () => {
    const created = await t.post(
      '/api/bus/project/create',
      {
        name: '=HYPERLINK("http://evil.example")',
        recruitStatus: 'ztzm',
        trialStages: '2,3',
        deptId: 1001,
        financeCode: 'FIN-SECRET',
        inclusionCriteria: '仅项目团队可见的标准',
      },
      COORDINATOR,
    );
    expect(created.statusCode, created.body).toBe(200);
    const response = await t.get(
      '/api/bus/project/export?format=csv&publication=draft&recruitStatus=ztzm',
      COORDINATOR,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,项目编号,项目名称,招募状态,项目状态,发布状态,项目类型,试验分期,申办方,主要研究者,科室,开始日期,最近修改',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('暂停招募,筹备中,草稿');
    // Only the table's columns: a draft's content stays with its team.
    expect(response.body).not.toContain('FIN-SECRET');
    expect(response.body).not.toContain('仅项目团队可见');
    expect(lines[1]).toContain('Ⅱ期、Ⅲ期');
    expect(lines[1]).toContain('肿瘤内科');

    const all = await t.get('/api/bus/project/export?format=xlsx', COORDINATOR);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const total = (await t.get('/api/bus/project/list?limit=1', COORDINATOR)).json().total;
    expect(workbook.worksheets[0]?.rowCount).toBe(total + 1);
  });
});

describe('reading spreadsheets safely', () => {
  it('refuses days that do not exist, and reads back the export’s guard against formulas', async () => {
    const bad = (await importFile('p.csv', csv(['项目名称,开始日期', '甲,2026-02-30']), false)).json().data;
    expect(bad.problems).toEqual([
      { row: 2, field: 'actionTime', column: '开始日期', reason: '日期格式应为 YYYY-MM-DD' },
    ]);
    const guarded = (await importFile('p.csv', csv(['项目名称,入选标准', "'=甲,'- 年龄18岁以上"]), true)).json().data;
    expect(guarded).toMatchObject({ problems: [], applied: true });
    const project = (await t.get(`/api/bus/project/${guarded.createdIds[0]}/detail`, COORDINATOR)).json().data;
    expect(project).toMatchObject({ name: '=甲', inclusionCriteria: '- 年龄18岁以上' });
  });

  it('refuses an .xlsx that unpacks to more than 30 MB, stopping at the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('项目');
    sheet.addRow(['项目名称']);
    // 4,000 rows of 10,000 repeated characters: tens of MB of XML, a few hundred KB zipped.
    for (let row = 0; row < 4_000; row += 1) sheet.addRow([`${row}${'测'.repeat(10_000)}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const problems = (await importFile('bomb.xlsx', bytes.toString('base64'), false)).json().data.problems;
    expect(problems).toEqual([{ row: 0, field: 'file', column: 'file', reason: 'Excel 文件内容过大，请分批导入' }]);
  }, 60_000);
});
