/**
 * Staff usernames (DECISIONS #13): `firstname.surname` in lower case, letters only, with a
 * number added when it is taken anywhere in the portal (`ada.obi`, `ada.obi1`, `ada.obi2`…).
 */
export function usernameBase(firstname: string, surname: string): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const base = [clean(firstname), clean(surname)].filter(Boolean).join('.');
  return base || 'user';
}

/** The first free name among `base`, `base1`, `base2`, … given the taken ones (any case). */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A student's username: the admission number, with `-N` on a clash with another school. */
export function studentUsername(admissionNumber: string, taken: Iterable<string>): string {
  const base = admissionNumber.toLowerCase();
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
