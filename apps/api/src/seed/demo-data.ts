/**
 * The whole demo (`pnpm start` on an empty database, `pnpm seed`): the small fixture of
 * `seedDemo`, grown into a school worth showing. Everything random comes from one seeded
 * generator and every date from the demo's calendar (session 2025/2026, the Second Term's
 * mid-term current, dated from the seeding day: demo-calendar.ts), so every machine seeding on
 * the same day writes the same school.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type Outbox, quietOutbox } from '../messages/outbox.ts';
import { type SeededIds, seedDemo } from './demo.ts';
import { seedDemoAcademics } from './demo-academics.ts';
import { seedDemoAttendance, seedPreschoolRegisters } from './demo-attendance.ts';
import { demoCalendar } from './demo-calendar.ts';
import { seedDemoChecks } from './demo-checks.ts';
import { seedDemoFamily } from './demo-family.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { type DemoPreschool, seedDemoPreschool } from './demo-preschool.ts';
import {
  type DemoSchool,
  PUPILS_PER_PRESCHOOL,
  STUDENTS_PER_ARM,
  seedDemoSchool,
} from './demo-school.ts';
import { seedDemoTerms } from './demo-terms.ts';
import { seededRandom } from './random.ts';

export const DEMO_SEED = 20_252_026;

export interface DemoOptions {
  /** The seeding day (YYYY-MM-DD) the demo is dated from; default: today in Africa/Lagos. */
  today?: string | undefined;
  /** Told what is being made, a line a step (seeding takes a while on a busy machine). */
  progress?: ((line: string) => void) | undefined;
  /** Where the day's news goes (demo-messages.ts); default: nowhere. */
  outbox?: Outbox | undefined;
}

/** Six classes of two arms (seedDemo). */
const STUDENTS = 12 * STUDENTS_PER_ARM;
const PUPILS = 2 * PUPILS_PER_PRESCHOOL;

/** The steps as the progress lines name them. */
export const DEMO_STEPS = [
  'the school, its campus and its first users',
  `classes, subjects, teachers, ${STUDENTS} students and ${PUPILS} pupils`,
  `results: the First Term released, the Second Term's mid-term entered (${STUDENTS} students)`,
  `fees, invoices and payments of both terms (${2 * STUDENTS} invoices)`,
  'assignments, lesson notes, announcements and staff attendance',
  `class registers of every school day this term (${STUDENTS} students)`,
  `Little Stars: its staff, ratings, fees, invoices and registers (${PUPILS} pupils)`,
  "today's messages: a welcome announcement and a payment",
  'report-card checks: First Term cards looked up by their codes and PINs',
] as const;

export async function seedDemoData(
  db: Db,
  config: Config,
  { today, progress = () => {}, outbox = quietOutbox }: DemoOptions = {},
): Promise<{ ids: SeededIds; school: DemoSchool; preschool: DemoPreschool }> {
  const step = (n: number) =>
    progress(`Seeding the demo school: ${n + 1}/${DEMO_STEPS.length} ${DEMO_STEPS[n]}…`);
  const random = seededRandom(DEMO_SEED);
  step(0);
  const ids = await seedDemo(db);
  step(1);
  const school = await seedDemoSchool(db, ids, random, demoCalendar(today));
  await seedDemoFamily(db, ids, school);
  step(2);
  await seedDemoTerms(db, config, ids, school, random);
  step(3);
  await seedDemoFinance(db, config, ids, school, random);
  step(4);
  await seedDemoAcademics(db, config, ids, school, random);
  step(5);
  // A generator of its own: the registers' number grows with the weekday the demo is seeded
  // on, and what the steps after them draw must not.
  await seedDemoAttendance(db, config, ids, school, seededRandom(DEMO_SEED + 30));
  step(6);
  const preschool = await seedDemoPreschool(db, config, ids, school, random);
  await seedPreschoolRegisters(db, school, preschool, seededRandom(DEMO_SEED + 31));
  step(7);
  await seedDemoMessages(db, config, ids, outbox);
  step(8);
  await seedDemoChecks(db, config, ids, school);
  return { ids, school, preschool };
}
