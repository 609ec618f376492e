/**
 * The whole demo (`pnpm start` on an empty database, `pnpm seed`): the small fixture of
 * `seedDemo`, grown into a school worth showing. Everything random comes from one seeded
 * generator and every date from the demo's calendar (session 2025/2026, the Second Term's
 * mid-term current), so every machine writes the same school.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type SeededIds, seedDemo } from './demo.ts';
import { seedDemoAcademics } from './demo-academics.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { type DemoPreschool, seedDemoPreschool } from './demo-preschool.ts';
import { type DemoSchool, seedDemoSchool } from './demo-school.ts';
import { seedDemoTerms } from './demo-terms.ts';
import { seededRandom } from './random.ts';

export const DEMO_SEED = 20_252_026;

export async function seedDemoData(
  db: Db,
  config: Config,
): Promise<{ ids: SeededIds; school: DemoSchool; preschool: DemoPreschool }> {
  const random = seededRandom(DEMO_SEED);
  const ids = await seedDemo(db);
  const school = await seedDemoSchool(db, ids, random);
  await seedDemoTerms(db, config, ids, school, random);
  await seedDemoFinance(db, config, ids, school, random);
  await seedDemoAcademics(db, config, ids, school, random);
  const preschool = await seedDemoPreschool(db, config, ids, school, random);
  return { ids, school, preschool };
}
