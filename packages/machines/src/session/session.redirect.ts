/** The signed-in entry path (product spec §2). */
export const signedInEntryPath = '/home';
/** The signed-out entry path (product spec §2). */
export const signedOutEntryPath = '/sign-in';

/**
 * The redirect URL to keep for a guarded page visited while signed out: the page itself, except
 * the root (product spec §2: "except when the wanted page is '/'"). Only same-site paths are kept,
 * so a crafted `redirectUrl` can never send a user to another site after sign-in.
 */
export function redirectUrlFor(path: string | null | undefined): string | null {
  if (!path) return null;
  const trimmed = path.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\'))
    return null;
  if (trimmed === '/') return null;
  return trimmed;
}

/** Where to go after sign-in: the kept redirect URL, otherwise the signed-in entry page. */
export function landingPathAfterSignIn(redirectUrl: string | null): string {
  return redirectUrlFor(redirectUrl) ?? signedInEntryPath;
}
