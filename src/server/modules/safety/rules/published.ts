/** The project's published safety rules, which AE, SAE and concomitant-medication writes apply. */
import type { Kysely } from 'kysely';
import { EMPTY_SAFETY_RULES, type SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import type { Database } from '../../../db/schema';

/** The published version's content, or the empty rules (seriousness alone decides) when none is published. */
export async function publishedSafetyRules(db: Kysely<Database>, projectId: number): Promise<SafetyRuleContent> {
  const row = await db
    .selectFrom('safetyRule')
    .select('content')
    .where('projectId', '=', projectId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as SafetyRuleContent) : EMPTY_SAFETY_RULES;
}
