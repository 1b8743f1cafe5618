/**
 * Review and approval of the binder's document versions (issue 29 part 3). No table changes:
 * a version's review runs on the approval workflow (workflow_instance of record kind
 * 'documentVersion', key 'documentReview'), its decisions and its withdrawal are signed in
 * e_signature, and the version's statuses ('inReview', 'withdrawn') were allowed by
 * migration 043. Grants an existing database's standard roles what a first start grants them
 * (seed/staff-roles.ts): the signature manifest page to the binder's readers, and withdrawing
 * an effective version to the investigator. The review workflow's definition comes with the
 * demo (seed/demo-workflows.ts), as the finance workflows do; elsewhere the administrator
 * publishes one on 审批流程 (key 'documentReview').
 */
import type { Kysely } from 'kysely';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

export const DOCUMENT_REVIEW_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', ['DocumentSignatures']),
  ...roleGrants(['admin', 'investigator'], 'project', 'button', ['document:withdraw']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToStandardRoles(db, DOCUMENT_REVIEW_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, DOCUMENT_REVIEW_GRANTS);
}
