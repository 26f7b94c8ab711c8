/**
 * What a user's allergies exclude from the plate search: core's one rule (rules/allergies.ts,
 * docs/food-data.md "Allergies"), the same the weekly plan reads. Its name patterns are written to
 * run unchanged as PostgreSQL `~` expressions over foods.search_text ('|name|alias|', normalized
 * by the same normalizeSearchText), so this adapter has nothing to translate.
 */
export { allergyExclusions, type AllergyExclusions } from '@nutricoach/core/rules/allergies';
