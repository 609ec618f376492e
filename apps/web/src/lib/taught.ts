/**
 * What a teacher may set assignments and write lesson notes for, from their subjects
 * (`GET /teacher-subject`): the server refuses (403) any other class arm or subject, so the
 * selects offer only these.
 */

/** A teacher's (class arm, subject) entry; a null arm is every arm of the class. */
export interface TaughtEntry {
  class_id: string;
  class_name: string;
  sub_class: string | null;
  subject_id: string;
  subject: string;
}

/** A class as the class list gives it: its arms ([] when it has none). */
export interface ClassArms {
  queryId: string;
  class_name: string;
  sub_class: string[];
}

export type Option = { value: string; label: string };

const armsOf = (entry: TaughtEntry, classes: readonly ClassArms[]) => {
  if (entry.sub_class !== null) return [entry.sub_class];
  const arms = classes.find((c) => c.queryId === entry.class_id)?.sub_class ?? [];
  return arms.length > 0 ? arms : [''];
};

/** The arms the teacher teaches in (`class|arm`, '' for a class without arms), in list order. */
export function taughtArms(entries: readonly TaughtEntry[], classes: readonly ClassArms[]) {
  const arms = new Map<string, string>();
  for (const e of entries) {
    for (const arm of armsOf(e, classes)) {
      arms.set(`${e.class_id}|${arm}`, arm ? `${e.class_name} ${arm}` : e.class_name);
    }
  }
  return [...arms]
    .map(([value, label]): Option => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-NG', { numeric: true }));
}

/** The classes the teacher teaches in (a lesson note is for a class, whichever arm), in list order. */
export function taughtClasses(entries: readonly TaughtEntry[]) {
  const classes = new Map(entries.map((e) => [e.class_id, e.class_name]));
  return [...classes]
    .map(([value, label]): Option => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-NG', { numeric: true }));
}

/** The subjects the teacher teaches in one arm of a class (without an arm: in any), by name. */
export function taughtSubjects(entries: readonly TaughtEntry[], classId: string, arm?: string) {
  const subjects = new Map<string, string>();
  for (const e of entries) {
    const inArm = arm === undefined || e.sub_class === null || e.sub_class === arm;
    if (e.class_id === classId && inArm) {
      subjects.set(e.subject_id, e.subject);
    }
  }
  return [...subjects]
    .map(([value, label]): Option => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-NG'));
}
