import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

/** Every literal action and entity code the server writes into the audit trail. */
function serverCodes(kind: 'action' | 'entity'): string[] {
  const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-kit'),
  );
  const pattern = new RegExp(`(?:\\b${kind}: |const ${kind.toUpperCase()} = )'([a-zA-Z_.]+)'`, 'g');
  const codes = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join('src/server', file), 'utf8').matchAll(pattern)) codes.add(match[1] ?? '');
  }
  return [...codes].sort();
}

describe('audit labels', () => {
  it('names actions in both languages', () => {
    expect(auditActionLabel('ae.submit', 'zh-CN')).toBe('提交不良事件');
    expect(auditActionLabel('ae.submit', 'en')).toBe('Submit adverse event');
    expect(auditActionLabel('auth.password.modify', 'zh-CN')).toBe('修改密码');
    expect(auditActionLabel('auth.login', 'en')).toBe('Sign in');
    expect(auditActionLabel('enrol', 'zh-CN')).toBe('入组');
    expect(auditEntityLabel('safety_sae', 'en')).toBe('SAE');
    expect(auditEntityLabel('staff_user', 'en')).toBe('User');
  });

  it('shows a code it does not know as itself', () => {
    expect(auditActionLabel('ledger.rebalance', 'en')).toBe('ledger.rebalance');
    expect(auditActionLabel('ae.teleport', 'zh-CN')).toBe('ae.teleport');
    expect(auditEntityLabel('ledger', 'zh-CN')).toBe('ledger');
  });

  it('has a name for every action and record kind the server writes', () => {
    const actions = serverCodes('action');
    const entities = serverCodes('entity');
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.filter((code) => auditActionLabel(code, 'en') === code)).toEqual([]);
    expect(entities.filter((code) => auditEntityLabel(code, 'en') === code)).toEqual([]);
  });
});
