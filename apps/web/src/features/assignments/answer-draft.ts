/**
 * A student's unsent answers, kept in the browser (localStorage) per student and set, so a
 * reload or a dropped connection loses nothing. Cleared once the server has the submission.
 */
export type AnswerDraft = Record<string, string>;

const keyOf = (studentId: string, setKey: string) => `sm-assignment-draft:${studentId}:${setKey}`;

export function readDraft(storage: Storage, studentId: string, setKey: string): AnswerDraft {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(studentId, setKey)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function writeDraft(
  storage: Storage,
  studentId: string,
  setKey: string,
  draft: AnswerDraft,
) {
  storage.setItem(keyOf(studentId, setKey), JSON.stringify(draft));
}

export function clearDraft(storage: Storage, studentId: string, setKey: string) {
  storage.removeItem(keyOf(studentId, setKey));
}
