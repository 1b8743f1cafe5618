/**
 * One's own account: the profile edit (versioned, audited as 'profile.update') and the
 * avatar (audited as 'profile.avatar' by type and size, never by its bytes). The avatar
 * is kept in staff_user.avatar_data until replaced or removed.
 */
import {
  AVATAR_MAX_BYTES,
  type MyProfile,
  type MyProfileSaveBody,
  avatarUrl,
} from '../../../../shared/api/access/my-account';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, changedFields, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type UserFields, createUserRepository } from './repository';
import { applyUserChange, checkPhoneFree, storedFields, userForWrite } from './user-writes';

/** The first bytes each accepted image type starts with (WebP: RIFF....WEBP). */
function matchesMagic(type: string, bytes: Buffer): boolean {
  const startsWith = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (type === 'image/png') return startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (type === 'image/jpeg') return startsWith([0xff, 0xd8, 0xff]);
  if (type === 'image/webp') return startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8);
  return false;
}

/** The image in a data URL, or a refusal naming `dataUrl`. */
export function decodeAvatar(dataUrl: string): { type: string; data: Buffer } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1] || !match[2])
    throw fieldProblem('dataUrl', { 'zh-CN': '只接受 PNG、JPEG 或 WebP 图片', en: 'Only PNG, JPEG or WebP images' });
  const data = Buffer.from(match[2], 'base64');
  if (data.length > AVATAR_MAX_BYTES)
    throw fieldProblem('dataUrl', { 'zh-CN': '头像不能超过 200 KB', en: 'The picture must be at most 200 KB' });
  if (!matchesMagic(match[1], data))
    throw fieldProblem('dataUrl', { 'zh-CN': '图片内容与类型不符', en: 'The image content does not match its type' });
  return { type: match[1], data };
}

export function createProfileService(db: Db) {
  async function profile(userId: number): Promise<MyProfile> {
    const detail = await createUserRepository(db).detail(userId);
    if (!detail) throw notFound({ 'zh-CN': '用户不存在', en: 'No such user' });
    return {
      userId: detail.id,
      userName: detail.userName,
      realname: detail.realname,
      fullName: detail.fullName,
      phone: detail.phone,
      email: detail.email,
      deptId: detail.deptId,
      deptName: detail.deptName,
      belong: detail.belong,
      enableCa: detail.enableCa,
      signature: detail.signature,
      avatar: detail.hasAvatar ? avatarUrl(detail.id) : null,
      userRoles: detail.roles,
      version: detail.version,
    };
  }

  return {
    profile,

    async save(body: MyProfileSaveBody, actor: Actor & { actorId: number }): Promise<MyProfile> {
      const userId = actor.actorId;
      await db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const user = await userForWrite(repo, userId, body.version);
        const edited: Partial<UserFields> = { realname: body.realname.trim() };
        if (body.fullName !== undefined) edited.fullName = cleanText(body.fullName);
        if (body.email !== undefined) edited.email = cleanText(body.email);
        if (body.phone !== undefined) edited.phone = cleanText(body.phone);
        if (body.signature !== undefined) edited.signature = cleanText(body.signature);
        if (edited.phone !== undefined) await checkPhoneFree(repo, edited.phone, userId);
        const { before, after, changed } = changedFields<UserFields>(user, edited);
        if (!changed) return;
        await applyUserChange(repo, user, { ...storedFields(after), updatedAt: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'profile.update',
          entity: 'staff_user',
          entityId: userId,
          before,
          after,
        });
      });
      return profile(userId);
    },

    async setAvatar(dataUrl: string | null, actor: Actor & { actorId: number }): Promise<{ avatar: string | null }> {
      const userId = actor.actorId;
      const avatar = dataUrl === null ? null : decodeAvatar(dataUrl);
      await db.transaction().execute(async (trx) => {
        const repo = createUserRepository(trx);
        const previous = await repo.avatar(userId);
        await repo.setAvatar(userId, avatar, isoTime(actor.at));
        const describe = (image: { type: string; data: Buffer } | null | undefined) =>
          image ? { avatarType: image.type, avatarBytes: image.data.length } : { avatarType: null, avatarBytes: 0 };
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'profile.avatar',
          entity: 'staff_user',
          entityId: userId,
          before: describe(previous),
          after: describe(avatar),
        });
      });
      return { avatar: avatar ? avatarUrl(userId) : null };
    },

    avatarOf: (userId: number) => createUserRepository(db).avatar(userId),
  };
}
