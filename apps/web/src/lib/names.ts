/**
 * People's names as the school writes them: surname first ("Eze Ngozi"), the same in the
 * header, every list and every form; and in the order a Nigerian reader expects, accents
 * ignored (Àjàyí among the A's, Ọlátúnjí among the O's), as the server sorts them.
 */

interface Named {
  surname: string;
  firstname: string;
  middlename?: string | null;
}

/** "Surname Firstname Middlename". */
export const personName = (p: Named) =>
  [p.surname, p.firstname, p.middlename].filter(Boolean).join(' ');

/** The initials of an avatar, in the same order: "EN" for Eze Ngozi. */
export const initials = (p: Named) =>
  `${p.surname.charAt(0)}${p.firstname.charAt(0)}`.toUpperCase() || '?';

const collator = new Intl.Collator('en-NG', { sensitivity: 'base', numeric: true });

/** Compares two names for sorting: accents and case ignored. */
export const compareNames = (a: string, b: string) => collator.compare(a, b);
