import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from './audit-field-labels';

describe('audit field labels', () => {
  it('names subject, visit and AE fields in both languages', () => {
    expect(auditFieldLabel('randomisationNumber', 'zh-CN')).toBe('随机号');
    expect(auditFieldLabel('status', 'en')).toBe('Status');
    expect(auditFieldLabel('executedDate', 'en')).toBe('Date done');
    expect(auditFieldLabel('onsetDate', 'zh-CN')).toBe('开始日期');
  });

  it('shows a field it does not know as its code', () => {
    expect(auditFieldLabel('ledgerBalance', 'en')).toBe('ledgerBalance');
  });
});
