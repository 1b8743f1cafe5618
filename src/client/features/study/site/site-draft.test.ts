import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../../shared/api/study/site-settings';
import { siteMessages } from './messages';
import { draftErrors, saveBodyOf, textDraftOf } from './site-draft';

const settings: SiteSettings = {
  siteName: '华康医院临床试验招募平台',
  shortName: '华康试验招募',
  hospitalNameFull: '华康大学附属第一医院',
  officialWebsite: '',
  webIco: '/demo/favicon.svg',
  loginBackImage: '/demo/login-back.svg',
  loginLogo: '/demo/logo.svg',
  indexLogo: null,
  qrCode: '/demo/qr.png',
  banners: [],
  code: 'HKFY',
  sourceCheck: false,
  newWindowMs: 0,
  kioskMode: false,
  kioskIdleSeconds: 120,
  timeZone: 'Asia/Shanghai',
  hospitalNetworks: ['10.0.0.0/8'],
  documentDueDays: 30,
  regmark: { regInstruction: '', attechment: '', attechmentEnum: '', editRight: 20 },
  formConfig: [],
  version: 3,
};
const t = siteMessages.en;

describe("the hospital's networks in the site settings draft", () => {
  it('edits one block per line and saves them trimmed, without blank lines or repeats', () => {
    const draft = { ...textDraftOf(settings), hospitalNetworks: ' 10.0.0.0/8\n\nfd00::/8 \n10.0.0.0/8\n' };
    expect(textDraftOf(settings).hospitalNetworks).toBe('10.0.0.0/8');
    expect(draftErrors(draft, [], [], t)).toEqual({});
    expect(saveBodyOf(draft, [], [], 3).hospitalNetworks).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });

  it('names the first line that is not a network block', () => {
    const draft = { ...textDraftOf(settings), hospitalNetworks: '10.0.0.0/8\nintranet' };
    expect(draftErrors(draft, [], [], t).hospitalNetworks).toBe(
      '"intranet" is not a network block (such as 10.0.0.0/8)',
    );
  });
});

describe('the documents-due setting in the site settings draft', () => {
  it('sends whole days from 1 to 365 and refuses others on the field', () => {
    const draft = { ...textDraftOf(settings), documentDueDays: ' 45 ' };
    expect(saveBodyOf(draft, [], [], 3).documentDueDays).toBe(45);
    for (const bad of ['0', '366', '1.5', ''])
      expect(draftErrors({ ...draft, documentDueDays: bad }, [], [], t).documentDueDays).toBeDefined();
    expect(draftErrors(draft, [], [], t).documentDueDays).toBeUndefined();
  });
});
