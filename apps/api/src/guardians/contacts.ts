/** A guardian's contacts as typed in a form or an import, checked and in the form kept. */
import { phoneKey } from '@schoolmates/domain/people';
import { type FieldErrors, invalid } from '../http/errors.ts';

export interface Contacts {
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
}

type Typed = { email?: string | null; phone?: string | null; whatsapp?: string | null };

/**
 * The contacts of `typed` (`undefined` where a field was left out of an update); 422 for a
 * number that is not one. `field` names the errors (`phone`, or `rows.3.guardian_phone`).
 */
export function contactsOf(typed: Typed, field = (name: string) => name) {
  const errors: FieldErrors = {};
  const number = (name: 'phone' | 'whatsapp') => {
    const value = typed[name];
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const key = phoneKey(value);
    if (!key) errors[field(name)] = ['must be a phone number, e.g. 0803 123 4567'];
    return key;
  };
  const email = typed.email === undefined ? undefined : typed.email?.trim() || null;
  const contacts = { email, phone: number('phone'), whatsapp: number('whatsapp') };
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return contacts;
}

/** Contacts of a new guardian: a field left out is none. */
export function newContacts(typed: Typed): Contacts {
  const c = contactsOf(typed);
  return { email: c.email ?? null, phone: c.phone ?? null, whatsapp: c.whatsapp ?? null };
}

/** A guardian signs in with an e-mail or a phone: one of them is needed. */
export function checkReachable(contacts: Contacts, field = (name: string) => name) {
  if (!contacts.email && !contacts.phone) {
    throw invalid({
      [field('phone')]: ['give an e-mail or a phone number: the guardian signs in with it'],
    });
  }
}
