import {
  landingPathAfterSignIn,
  redirectUrlFor,
  signedInEntryPath,
  signedOutEntryPath,
} from '@schoolmates/machines/session';
import type { RoleName } from '@schoolmates/sdk';
import { matchPath } from 'react-router';
import { paths } from './paths.ts';
import {
  type MenuGroup,
  menuGroups,
  type Plan,
  type RouteDef,
  routeTable,
  type SchoolType,
} from './route-table.ts';

/** What access rules need to know about the signed-in user. */
export interface AccessUser {
  role: RoleName;
  /** Some backends send the string 'true'; it is read as a boolean (product spec §3). */
  is_preschool: boolean | string;
  plan: Plan;
  /** Signed in with a one-time password: the profile's password form comes first (DECISIONS #18). */
  must_change_password?: boolean;
}

export const signedInEntry: string = signedInEntryPath;
export const signedOutEntry: string = signedOutEntryPath;

export function schoolTypeOf(user: Pick<AccessUser, 'is_preschool'>): SchoolType {
  return user.is_preschool === true || user.is_preschool === 'true' ? 'preschool' : 'elementary';
}

/** Which of the three lists (role, school type, plan) does not admit the user. */
export type Missing = 'role' | 'schoolType' | 'plan';

export function missingAccess(route: RouteDef, user: AccessUser): Missing[] {
  const missing: Missing[] = [];
  if (route.roles.length > 0 && !route.roles.includes(user.role)) missing.push('role');
  const type = schoolTypeOf(user);
  if (route.schoolTypes.length > 0 && !route.schoolTypes.includes(type)) missing.push('schoolType');
  if (route.plans.length > 0 && !route.plans.includes(user.plan)) missing.push('plan');
  return missing;
}

export function canOpen(route: RouteDef, user: AccessUser): boolean {
  return route.access === 'guarded' && missingAccess(route, user).length === 0;
}

export function findRoute(
  pathname: string,
  table: readonly RouteDef[] = routeTable,
): RouteDef | undefined {
  return table.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

export type Decision = { kind: 'render'; route: RouteDef } | { kind: 'redirect'; to: string };

/**
 * Where a visit leads (product spec §2, DECISIONS #1): the unknown goes to the root, the root to
 * the signed-in entry; guarded routes need a session (sign-in keeps the wanted page in
 * `redirectUrl`, except for '/'); public-only routes send a signed-in visitor home, open ones
 * render for anyone; a route whose
 * role, school-type or plan list does not admit the user leads to /access-denied.
 */
export function decide(
  location: { pathname: string; search?: string },
  user: AccessUser | null,
  table: readonly RouteDef[] = routeTable,
  /** The page the session machine kept for after sign-in (`context.redirectUrl`). */
  kept: string | null = null,
): Decision {
  const { pathname, search = '' } = location;
  if (pathname === paths.root) {
    return { kind: 'redirect', to: user ? signedInEntry : signedOutEntry };
  }
  const route = findRoute(pathname, table);
  if (!route) return { kind: 'redirect', to: paths.root };
  if (route.access === 'open') return { kind: 'render', route };
  if (route.access === 'public') {
    if (!user) return { kind: 'render', route };
    // Signed in on a public-only page: just signed in (go where they wanted) or visiting.
    const wanted = new URLSearchParams(search).get('redirectUrl') ?? kept;
    return { kind: 'redirect', to: afterSignIn(wanted, table) };
  }
  if (!user) return { kind: 'redirect', to: signInUrl(pathname + search) };
  // The server answers nothing else until a one-time password is replaced: say so first.
  if (user.must_change_password && route.path !== paths.profile) {
    return { kind: 'redirect', to: paths.profile };
  }
  if (missingAccess(route, user).length > 0) {
    return {
      kind: 'redirect',
      to: `${paths.accessDenied}?from=${encodeURIComponent(pathname)}`,
    };
  }
  return { kind: 'render', route };
}

export function signInUrl(wanted: string): string {
  const redirectUrl = redirectUrlFor(wanted);
  if (redirectUrl === null) return signedOutEntry;
  return `${signedOutEntry}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/**
 * Where to go after signing in: the saved redirect URL when it is a page of this app that is
 * not public-only (never another site), otherwise the signed-in entry.
 */
export function afterSignIn(redirectUrl: string | null | undefined, table = routeTable): string {
  const landing = landingPathAfterSignIn(redirectUrl ?? null);
  if (landing.includes('\\')) return signedInEntry;
  const pathname = landing.split(/[?#]/)[0] ?? '';
  const route = findRoute(pathname, table);
  if (route?.access !== 'guarded') return signedInEntry;
  return landing;
}

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  icon: NonNullable<RouteDef['menu']>['icon'];
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/** The menu of a user: only the routes they may open, grouped in a fixed order. */
export function menuFor(user: AccessUser, table: readonly RouteDef[] = routeTable): MenuSection[] {
  const seen = new Set<string>();
  const sections: MenuSection[] = [];
  for (const group of menuGroups) {
    const items: MenuItem[] = [];
    for (const r of table) {
      if (!r.menu || r.menu.group !== group || !canOpen(r, user)) continue;
      if (seen.has(r.path)) continue;
      seen.add(r.path);
      items.push({ id: r.id, label: r.menu.label, path: r.path, icon: r.menu.icon });
    }
    if (items.length > 0) sections.push({ group, items });
  }
  return sections;
}

const missingText: Record<Missing, (user: AccessUser) => string> = {
  role: (user) => `your role (${user.role}) cannot open it`,
  schoolType: (user) => `it is not used in ${schoolTypeOf(user)} schools`,
  plan: (user) => `it is not part of the ${user.plan}`,
};

/** Plain words for the access-denied page. */
export function describeMissing(route: RouteDef, user: AccessUser): string[] {
  return missingAccess(route, user).map((m) => missingText[m](user));
}

/** A role as people at a school call it ("Super Admin", "Bursar"), never its code name. */
export const roleLabel: Record<RoleName, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  principal: 'Principal',
  teacher: 'Teacher',
  account: 'Bursar',
  student: 'Student',
  guardian: 'Parent',
};
