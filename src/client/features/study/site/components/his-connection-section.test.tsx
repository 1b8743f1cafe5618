import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HisConnection } from '../../../../../shared/api/recruitment';
import { DEFAULT_SOAP_MAPPING } from '../../../../../shared/domain/recruitment';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const connection = (changes: Partial<HisConnection> = {}): HisConnection => ({
  kind: 'demo-file',
  fhirUrl: '',
  wsdlUrl: '',
  userName: null,
  timeoutSeconds: 30,
  soapMapping: DEFAULT_SOAP_MAPPING,
  hasPassword: false,
  version: 0,
  updatedAt: null,
  lastRunAt: null,
  lastError: null,
  ...changes,
});

const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });
const admin = demoWho({ system: { pages: ['SiteSettings'], buttons: ['site:update'] } });
const SITE = {
  siteName: '华康医院临床试验招募平台',
  shortName: '华康',
  hospitalNameFull: '华康医院',
  officialWebsite: '',
  webIco: '/demo/favicon.svg',
  loginBackImage: '/demo/login-back.svg',
  loginLogo: '/demo/logo.svg',
  indexLogo: null,
  qrCode: '/demo/qr.png',
  hospitalNetworks: [],
  documentDueDays: 30,
  banners: [],
  code: 'hkyy',
  sourceCheck: false,
  newWindowMs: 0,
  kioskMode: false,
  kioskIdleSeconds: 90,
  timeZone: 'Asia/Shanghai',
  regmark: { regInstruction: '', attechment: '', attechmentEnum: '', editRight: 20 },
  formConfig: [],
  version: 1,
};

function stub(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
  current = connection(),
) {
  return stubStaffApi({
    who: admin,
    answers: {
      '/api/sys/site/settings': () => ok(SITE),
      '/api/gbs/file/policy': () => ok({ extensions: ['png'], maxBytes: 5_242_880 }),
      '/api/wsdl/his/settings': () => ok(current),
      ...answers,
    },
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'HIS 接口（候选患者同步）' }));

describe('the HIS connection section of the site settings', () => {
  it('tests a FHIR server as typed and shows what answered, then saves it with the version', async () => {
    const calls = stub({
      '/api/wsdl/his/test': () => ok({ ok: true, message: 'FHIR 4.0.1 · HAPI FHIR 7.0', elapsedMs: 42 }),
      '/api/wsdl/his/save': (call) => ok(connection({ ...(call.json as object), hasPassword: true, version: 1 })),
    });
    renderApp('/staff/site');
    const user = userEvent.setup();
    const his = await section();
    await user.click(await his.findByRole('radio', { name: 'HL7 FHIR R4' }));
    await user.click(his.getByRole('textbox', { name: 'FHIR 服务地址（Base URL）' }));
    await user.paste('https://his.example/fhir');
    await user.click(his.getByLabelText(/^密码/));
    await user.paste('s3cret');
    await user.click(his.getByRole('button', { name: '测试连接' }));
    expect(await his.findByText('连接成功：FHIR 4.0.1 · HAPI FHIR 7.0（42 毫秒）')).toBeInTheDocument();
    expect(callsTo(calls, '/api/wsdl/his/test')[0]?.json).toMatchObject({
      kind: 'fhir',
      fhirUrl: 'https://his.example/fhir',
      password: 's3cret',
    });
    await user.click(his.getByRole('button', { name: '保存 HIS 设置' }));
    await screen.findByText('HIS 接口设置已保存');
    expect(callsTo(calls, '/api/wsdl/his/save')[0]?.json).toMatchObject({ kind: 'fhir', version: 0 });
  });

  it('says why a connection test failed, and the last scheduled failure', async () => {
    stub(
      { '/api/wsdl/his/test': () => ok({ ok: false, message: 'HIS 返回 HTTP 500', elapsedMs: 8 }) },
      connection({
        kind: 'soap',
        wsdlUrl: 'https://his.example/ws?wsdl',
        lastRunAt: '2026-01-05T02:00:00.000Z',
        lastError: 'HIS 在 30 秒内无响应',
      }),
    );
    renderApp('/staff/site');
    const user = userEvent.setup();
    const his = await section();
    expect(await his.findByText('上次失败原因：HIS 在 30 秒内无响应')).toBeInTheDocument();
    await user.click(his.getByRole('button', { name: '测试连接' }));
    expect(await his.findByText('连接失败：HIS 返回 HTTP 500')).toBeInTheDocument();
  });

  it('refuses a field mapping that is not JSON before sending', async () => {
    const calls = stub({}, connection({ kind: 'soap', wsdlUrl: 'https://his.example/ws?wsdl' }));
    renderApp('/staff/site');
    const user = userEvent.setup();
    const his = await section();
    const mapping = await his.findByRole('textbox', { name: '字段映射（JSON）' });
    await user.clear(mapping);
    await user.type(mapping, 'not json');
    await user.click(his.getByRole('button', { name: '保存 HIS 设置' }));
    expect(await his.findByText('不是有效的 JSON')).toBeInTheDocument();
    expect(callsTo(calls, '/api/wsdl/his/save')).toEqual([]);
  });
});
