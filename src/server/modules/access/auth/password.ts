/**
 * Password hashing and policy. argon2id through @node-rs/argon2 with the OWASP/ASVS
 * minimum (19 MiB memory, 2 passes, 1 lane): about 17 ms a hash on this class of machine.
 * Policy: 8 to 128 characters and not one of the ~49,000 common passwords that
 * zxcvbn-ts ships (compared case-insensitively).
 */
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { randomInt } from 'node:crypto';
import type { LocalizedText } from '../../../../shared/domain/labels';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** What is wrong with a new password, in words for the user; null when it is acceptable. */
export function passwordPolicyProblem(password: string): LocalizedText | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return {
      'zh-CN': `密码至少 ${PASSWORD_MIN_LENGTH} 个字符`,
      en: `The password needs at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return {
      'zh-CN': `密码最多 ${PASSWORD_MAX_LENGTH} 个字符`,
      en: `The password can have at most ${PASSWORD_MAX_LENGTH} characters`,
    };
  }
  if (isCommon(password))
    return { 'zh-CN': '密码过于常见，请换一个', en: 'This password is too common: choose another' };
  return null;
}

/** A random password that meets the policy (first start, demo users, resets): 16 characters. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
