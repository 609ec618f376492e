import type { ReleasePeriod, ReleaseStudent } from './result-release.outcomes.ts';

/** The period of the examples: end of the first term of 2025/2026. */
export const exampleReleasePeriod: ReleasePeriod = {
  term: 'First Term',
  session: '2025/2026',
  period: 'Second Half',
};

const names = [
  'Obi Ada Chioma',
  'Bakare Tunde',
  'Musa Zainab',
  'Eze Chinedu Paul',
  'Adeyemi Folake',
  'Okafor Emeka',
  'Bello Aisha',
  'Nwosu Ifeoma',
  'Ibrahim Sani',
  'Olawale Tobi',
  'Danjuma Hauwa',
  'Okeke Uche',
  'Afolabi Kemi',
  'Yusuf Abdul',
  'Chukwu Nneka',
  'Balogun Seun',
  'Lawal Maryam',
  'Ogunleye Dayo',
  'Umeh Chiamaka',
  'Sule Ahmed',
  'Akande Bisi',
  'Eke Obinna',
  'Garba Fatima',
  'Ojo Segun',
];

/** A class arm of 24 students with a result, for examples, stories and tests. */
export const exampleClass: { label: string; students: ReleaseStudent[] } = {
  label: 'JSS 1 A',
  students: names.map((name, index) => ({ id: String(301 + index), name })),
};
