import type { Schema } from '@schoolmates/sdk';

export type SessionUser = Schema<'AuthUser'>;

/** A session kept between visits: the bearer token and the signed-in user. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** Where the session machine keeps the session: injected, so the machine runs without a DOM. */
export interface SessionStore {
  /** The kept session, when both the token and a signed-in user are there. */
  load(): StoredSession | null;
  /** Keeps the user, and the token when one is given (`null` keeps the current token). */
  save(token: string | null, user: SessionUser): void;
  /** Forgets token and user. */
  clear(): void;
}

/** Local-storage key of the user (product spec §3: "persist in local storage under sessionUser"). */
export const sessionUserKey = 'sessionUser';
/** Cookie of the token (product spec §9, DECISIONS #3). */
export const tokenCookieName = 'userToken';
/** 365 days, in seconds (DECISIONS #3). */
export const tokenCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie`-style string that keeps (or, for `null`, removes) the token: path `/`,
 * 365 days, `SameSite=Lax`, `Secure` on https (DECISIONS #3).
 */
export function tokenCookie(token: string | null, options: { secure: boolean }): string {
  const secure = options.secure ? '; Secure' : '';
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : tokenCookieMaxAge;
  return `${tokenCookieName}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** One cookie's value from a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The part of `localStorage` the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The part of `document` the store uses: reading and writing `cookie`. */
export interface CookieJar {
  cookie: string;
}

export interface BrowserSessionStoreOptions {
  /** `document`, or anything with a `cookie` property that behaves like it. */
  cookies: CookieJar;
  /** `localStorage`; `null` when the browser refuses it (private mode). */
  storage: KeyValueStorage | null;
  /** `location.protocol === 'https:'`: adds `Secure` to the cookie. */
  secure: boolean;
}

interface KeptUser {
  signedIn: boolean;
  user: SessionUser | null;
}

/**
 * The browser's store: token in the `userToken` cookie, user in `sessionUser` of local storage
 * as `{ signedIn, user }` (the session "holds a signedIn flag", product spec §3).
 */
export function createBrowserSessionStore(options: BrowserSessionStoreOptions): SessionStore {
  const { cookies, storage, secure } = options;
  const write = (kept: KeptUser) => {
    try {
      storage?.setItem(sessionUserKey, JSON.stringify(kept));
    } catch {
      // A full or refused storage only costs the next visit its session.
    }
  };
  return {
    load() {
      const token = readCookie(cookies.cookie, tokenCookieName);
      if (!token) return null;
      let raw: string | null = null;
      try {
        raw = storage?.getItem(sessionUserKey) ?? null;
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const kept = JSON.parse(raw) as Partial<KeptUser> | null;
        return kept?.signedIn === true && kept.user ? { token, user: kept.user } : null;
      } catch {
        return null;
      }
    },
    save(token, user) {
      if (token !== null) cookies.cookie = tokenCookie(token, { secure });
      write({ signedIn: true, user });
    },
    clear() {
      cookies.cookie = tokenCookie(null, { secure });
      write({ signedIn: false, user: null });
    },
  };
}

/** A store in memory, for tests, stories and server rendering. */
export function createMemorySessionStore(initial: StoredSession | null = null): SessionStore & {
  readonly current: { token: string | null; user: SessionUser | null };
} {
  const current: { token: string | null; user: SessionUser | null } = {
    token: initial?.token ?? null,
    user: initial?.user ?? null,
  };
  return {
    current,
    load: () =>
      current.token !== null && current.user !== null
        ? { token: current.token, user: current.user }
        : null,
    save(token, user) {
      if (token !== null) current.token = token;
      current.user = user;
    },
    clear() {
      current.token = null;
      current.user = null;
    },
  };
}
