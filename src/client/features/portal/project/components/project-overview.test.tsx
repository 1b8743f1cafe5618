import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOGO,
  SHARE_PREFIX,
  emptyProject,
  fullProject,
  outpatients,
  renderWithProviders,
  stubApi,
} from './overview-test-kit';
import { ProjectOverview } from './project-overview';

afterEach(() => vi.unstubAllGlobals());

const texts = (elements: Element[]) => elements.map((element) => element.textContent?.trim());

async function renderOverview(project = fullProject, options: Parameters<typeof renderWithProviders>[1] = {}) {
  stubApi({ projects: [project] });
  const view = renderWithProviders(<ProjectOverview projectId={project.id} />, options);
  await screen.findByRole('heading', { level: 1, name: project.name });
  return view;
}

describe('ProjectOverview: what is shown, in order', () => {
  it('shows the name, then the share QR, then the status with its buttons', async () => {
    await renderOverview();
    const heading = screen.getByRole('heading', { level: 1 });
    const qr = await screen.findByRole('img', { name: `项目二维码：${fullProject.name}` });
    const status = await screen.findByText('招募中');
    expect(qr).toHaveAttribute('data-qr-value', `${SHARE_PREFIX}${fullProject.id}`);
    expect(qr.querySelector('image')).toHaveAttribute('href', LOGO);
    expect(qr).toHaveAttribute('width', '100');
    expect(screen.getByText('扫码了解更多')).toBeInTheDocument();
    expect(heading.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(qr.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.closest('[data-tone]')).toHaveAttribute('data-tone', 'primary');
    expect(screen.getByRole('button', { name: '咨询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '报名' })).toBeInTheDocument();
  });

  it('lists every field in the order of the SPEC with its value', async () => {
    await renderOverview();
    await screen.findByText('PD-1（程序性死亡受体1）');
    const terms = texts(screen.getAllByRole('term'));
    const values = texts(screen.getAllByRole('definition'));
    expect(terms).toEqual([
      '申办方',
      '试验药物',
      '开始日期',
      '疾病',
      '适应症',
      '靶点',
      '治疗方案',
      '研究目的',
      '主要研究者',
      '医院联系人',
      '联系电话',
    ]);
    expect(values).toEqual([
      '和康生物医药（苏州）有限公司',
      'HK-1021注射液',
      '2026-03-05',
      '非小细胞肺癌',
      '晚期非鳞状非小细胞肺癌一线治疗',
      'PD-1（程序性死亡受体1）',
      '试验组：HK-1021注射液 200 mg 静脉滴注，每3周1次',
      '比较两组的无进展生存期',
      '陈立新',
      '刘洋',
      '138****1021',
    ]);
  });

  it('orders the sections: facts, process, doctors, contact, inclusion, exclusion', async () => {
    await renderOverview();
    expect(texts(screen.getAllByRole('heading'))).toEqual([
      fullProject.name,
      '项目信息',
      '参与流程',
      '门诊医生',
      '联系方式',
      '入选标准',
      '排除标准',
    ]);
    const steps = within(screen.getByRole('list', { name: '参与流程' })).getAllByRole('listitem');
    expect(texts(steps).map((text) => text?.replace(/^\d/, ''))).toEqual([
      '找到项目',
      '联系招募人员进行筛选',
      '签署知情同意书',
      '入组',
    ]);
  });

  it('shows the outpatient doctors with a book button per row', async () => {
    await renderOverview();
    const table = screen.getByRole('table', { name: '门诊医生' });
    const rows = await within(table).findAllByTestId('outpatient-row');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['科室名称', '医生姓名', '出诊时间', '操作']);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')).slice(0, 3))).toEqual(
      outpatients.map((o) => [o.deptName, o.doctName, o.seeTime]),
    );
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: '预约挂号：赵建国' })).toBeInTheDocument();
  });
});

describe('ProjectOverview: empty values and untrusted text', () => {
  it('shows the default empty text for every missing value, never undefined or a gap', async () => {
    stubApi({ projects: [emptyProject], outpatients: [] });
    renderWithProviders(<ProjectOverview projectId={emptyProject.id} />);
    await screen.findByRole('heading', { level: 1, name: emptyProject.name });
    const values = texts(screen.getAllByRole('definition'));
    expect(values).toEqual(Array(11).fill('暂无数据'));
    const table = screen.getByRole('table', { name: '门诊医生' });
    await within(table).findByText('暂无数据');
    for (const name of ['入选标准', '排除标准']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText('暂无数据')).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('masks digits 4 to 7 of the contact phone and never prints the full number', async () => {
    await renderOverview();
    expect(screen.getByRole('button', { name: /^138\*\*\*\*1021/ })).toHaveTextContent('138****1021');
    expect(document.body.textContent).not.toContain('13800001021');
  });

  it('renders the criteria one paragraph per line, blank lines dropped, markup as text', async () => {
    await renderOverview();
    const inclusion = screen.getByRole('group', { name: '入选标准' });
    const paragraphs = [...inclusion.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['1. 年龄18-75周岁', '2. <script>alert("x")</script>', '3. 自愿签署知情同意书']);
    expect(document.querySelector('article script')).toBeNull();
    const exclusion = screen.getByRole('group', { name: '排除标准' });
    expect([...exclusion.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '1. 妊娠期或哺乳期女性',
      '2. 已知对研究药物过敏',
    ]);
  });

  it('switches every label to English', async () => {
    stubApi({ projects: [emptyProject] });
    renderWithProviders(<ProjectOverview projectId={emptyProject.id} />, { locale: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(texts(screen.getAllByRole('term')).slice(0, 3)).toEqual(['Sponsor', 'Trial drug', 'Start date']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('No data');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});
