/**
 * Electronic signatures (21 CFR 11.50 in spirit): what a signature means, in the words the
 * signer reads before signing and the manifest prints, and how a signature stands when it is
 * checked against the record now.
 */
import type { LocalizedText } from '../labels';

export const SIGNATURE_MEANINGS = [
  'binder-archives',
  'binder-unarchives',
  'investigator-confirms',
  'reviewer-approves',
  'reviewer-rejects',
  'monitor-reports',
  'document-withdraws',
  'chair-signs-decision',
  'ethics-reviewer-opines',
  'ethics-member-votes',
] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

export const SIGNATURE_MEANING_TEXT: Record<SignatureMeaning, LocalizedText> = {
  'binder-archives': {
    'zh-CN': '我确认归档本研究文件夹，归档后文件夹只读',
    en: 'I confirm archiving this study binder; it becomes read-only',
  },
  'binder-unarchives': {
    'zh-CN': '我确认撤销本研究文件夹的归档',
    en: "I confirm cancelling this study binder's archive",
  },
  'investigator-confirms': {
    'zh-CN': '作为研究者，我确认本报告内容',
    en: 'As investigator, I confirm the content of this report',
  },
  'reviewer-approves': { 'zh-CN': '作为审核人，我批准此内容', en: 'As reviewer, I approve this content' },
  'reviewer-rejects': { 'zh-CN': '作为审核人，我驳回此内容', en: 'As reviewer, I reject this content' },
  'monitor-reports': {
    'zh-CN': '作为监查员，我确认本次监查报告内容',
    en: 'As monitor, I confirm the content of this visit report',
  },
  'document-withdraws': {
    'zh-CN': '我确认撤回此文件版本，其不再有效',
    en: 'I withdraw this document version: it is no longer in force',
  },
  'chair-signs-decision': {
    'zh-CN': '作为伦理委员会主任委员，我签发本审查决定',
    en: "As the ethics committee's chair, I issue this decision",
  },
  'ethics-reviewer-opines': {
    'zh-CN': '作为伦理审查主审委员，我确认本审查意见',
    en: 'As primary ethics reviewer, I confirm this review opinion',
  },
  'ethics-member-votes': {
    'zh-CN': '作为伦理委员会委员，我确认本项投票',
    en: 'As a member of the ethics committee, I cast this vote',
  },
};

/** The stored wording of a meaning: both languages, as the signer was shown them. */
export const signatureMeaningText = (meaning: SignatureMeaning) =>
  `${SIGNATURE_MEANING_TEXT[meaning]['zh-CN']} (${SIGNATURE_MEANING_TEXT[meaning].en})`;

/**
 * - valid: the content is what was signed;
 * - content_changed: the record's content differs from what was signed;
 * - superseded: a later revision of the record replaced the signed one.
 */
export const SIGNATURE_STATES = ['valid', 'content_changed', 'superseded'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

/** A one-time signing challenge lasts this long (ms). */
export const SIGNING_CHALLENGE_TTL_MS = 10 * 60 * 1000;
