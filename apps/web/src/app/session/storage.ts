import type { Schema } from '@schoolmates/sdk';

export type SessionUser = Schema<'AuthUser'>;

/** Local-storage keys of product spec §3. */
export const storageKeys = { session: 'sessionUser', theme: 'theme' } as const;
const tokenCookie = 'userToken';
const yearSeconds = 365 * 24 * 60 * 60;

interface StoredSession {
  signedIn: boolean;
  user: SessionUser | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === tokenCookie) return decodeURIComponent(rest.join('=')) || null;
  }
  return null;
}

/** The token cookie of DECISIONS #3: `userToken`, path /, 365 days, SameSite=Lax, Secure on https. */
export function writeToken(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names a cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = token
    ? `${tokenCookie}=${encodeURIComponent(token)}; Path=/; Max-Age=${yearSeconds}; SameSite=Lax${secure}`
    : `${tokenCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The saved user, if a session is stored and its token is still present. */
export function readSession(): SessionUser | null {
  const raw = storage()?.getItem(storageKeys.session);
  if (!raw || !readToken()) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSession;
    return parsed.signedIn && parsed.user ? parsed.user : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string | null, user: SessionUser): void {
  if (token) writeToken(token);
  storage()?.setItem(storageKeys.session, JSON.stringify({ signedIn: true, user }));
}

export function clearSession(): void {
  writeToken(null);
  storage()?.setItem(storageKeys.session, JSON.stringify({ signedIn: false, user: null }));
}
