/**
 * The score scheme of a campus (rules.md "Score settings and grading"): an ordered list of
 * components, 1 to 4 continuous assessments entered in First Half (`ca1`..`ca4`), then one
 * exam entered in Second Half (`exam`), with whole-number maxima that sum to 100.
 */
import type { Period } from '../calendar/calendar.ts';

/** Problems by field name, as the contract's 422 `errors` carries them. */
export type FieldErrors = Record<string, string[]>;

export type ComponentKey = 'ca1' | 'ca2' | 'ca3' | 'ca4' | 'exam';

export interface SchemeComponent {
  key: ComponentKey;
  name: string;
  maximum: number;
  period: Period;
}

export interface ComponentInput {
  name: string;
  maximum: number;
  period: Period;
}

export interface ScoreOption {
  id: number;
  label: string;
  is_default: boolean;
  components: SchemeComponent[];
}

const CA_KEYS = ['ca1', 'ca2', 'ca3', 'ca4'] as const;
const CA_NAMES = ['First Assessment', 'Second Assessment', 'Third Assessment', 'Fourth Assessment'];

/** Keys the components in order: the First Half ones `ca1`.., the Second Half one `exam`. */
export function keyComponents(components: readonly ComponentInput[]): SchemeComponent[] {
  let ca = 0;
  return components.map((c) => ({
    ...c,
    key: c.period === 'Second Half' ? 'exam' : (CA_KEYS[ca++] ?? 'ca4'),
  }));
}

/** Why a list of components is not a valid scheme, by field; empty when it is. */
export function schemeProblems(components: readonly ComponentInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const firstHalf = components.filter((c) => c.period === 'First Half').length;
  const exams = components.filter((c) => c.period === 'Second Half').length;
  const last = components[components.length - 1];
  if (exams !== 1 || last?.period !== 'Second Half') {
    errors.components = ['must end with exactly one Second Half component (the exam)'];
  } else if (firstHalf < 1 || firstHalf > 4) {
    errors.components = ['must have 1 to 4 First Half components before the exam'];
  }
  const total = components.reduce((sum, c) => sum + c.maximum, 0);
  if (total !== 100) {
    errors['components.maximum'] = [`maxima must sum to 100 (they sum to ${total})`];
  }
  return errors;
}

/** `40-60`, `20-20-60`, …: the maxima in order. */
export const schemeValue = (components: readonly { maximum: number }[]) =>
  components.map((c) => c.maximum).join('-');

export const assessmentCount = (components: readonly { period: Period }[]) =>
  components.filter((c) => c.period === 'First Half').length;

function preset(id: number, label: string, caMaxima: number[], isDefault = false): ScoreOption {
  return {
    id,
    label,
    is_default: isDefault,
    components: keyComponents([
      ...caMaxima.map((maximum, i) => ({
        name: caMaxima.length === 1 ? 'Mid-Term Test' : (CA_NAMES[i] ?? 'Assessment'),
        maximum,
        period: 'First Half' as const,
      })),
      { name: 'Exam', maximum: 60, period: 'Second Half' as const },
    ]),
  };
}

/** The presets schools start from (a saved scheme may be any valid list). */
export const SCORE_OPTIONS: readonly ScoreOption[] = [
  preset(1, 'Mid-term test and exam', [40]),
  preset(2, 'Two assessments and exam', [20, 20], true),
  preset(3, 'Three assessments and exam', [10, 10, 20]),
  preset(4, 'Four assessments and exam', [10, 10, 10, 10]),
];

/** The components entered in a period (First Half: the assessments; Second Half: the exam). */
export const componentsOf = (scheme: readonly SchemeComponent[], period: Period) =>
  scheme.filter((c) => c.period === period);
