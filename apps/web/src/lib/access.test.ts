import { rolesFor } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../test/users.ts';
import {
  afterSignIn,
  canOpen,
  decide,
  describeMissing,
  findRoute,
  menuFor,
  schoolTypeOf,
  signInUrl,
} from './access.ts';
import { paths } from './paths.ts';
import { allRoles, routeTable as routes } from './route-table.ts';

const labels = (role: Parameters<typeof demoUser>[0], overrides = {}) =>
  menuFor(demoUser(role, overrides)).flatMap((s) => s.items.map((i) => i.label));

describe('redirects (product spec §2)', () => {
  it('sends the root to the signed-in entry, or to sign-in without a redirectUrl', () => {
    expect(decide({ pathname: '/' }, demoUser('admin'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide({ pathname: '/' }, null)).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('sends a user who signed in with a one-time password to the profile to choose a new one', () => {
    const firstSignIn = demoUser('teacher', { must_change_password: true });
    expect(decide({ pathname: paths.home }, firstSignIn)).toEqual({
      kind: 'redirect',
      to: paths.profile,
    });
    expect(decide({ pathname: paths.profile }, firstSignIn).kind).toBe('render');
    expect(decide({ pathname: paths.home }, demoUser('teacher')).kind).toBe('render');
  });

  it('sends an unknown path to the root', () => {
    expect(decide({ pathname: '/no/such/page' }, demoUser('admin'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decide({ pathname: '/no/such/page' }, null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps the wanted page in redirectUrl when a guarded route is visited signed out', () => {
    expect(decide({ pathname: paths.students, search: '?q=ada' }, null)).toEqual({
      kind: 'redirect',
      to: `/sign-in?redirectUrl=${encodeURIComponent('/people/students/students?q=ada')}`,
    });
    expect(signInUrl('/')).toBe('/sign-in');
  });

  it('sends a signed-in visitor of a public-only route home, or to the saved page', () => {
    expect(decide({ pathname: '/sign-in' }, demoUser('teacher'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decide({ pathname: '/sign-up' }, demoUser('teacher'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(
      decide(
        { pathname: '/sign-in', search: `?redirectUrl=${encodeURIComponent('/profile')}` },
        demoUser('teacher'),
      ),
    ).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('renders public-only routes for visitors', () => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password']) {
      expect(decide({ pathname: path }, null).kind).toBe('render');
    }
  });

  it('opens the reset page from a mailed link for anyone, signed in or not', () => {
    // The superadmin reads a reset mail in the portal's own mailbox and opens its link.
    const link = { pathname: paths.resetPassword, search: '?token=q8Vn2kLx0bR4' };
    expect(decide(link, null).kind).toBe('render');
    for (const role of allRoles) expect(decide(link, demoUser(role)).kind, role).toBe('render');
    expect(decide(link, demoUser('teacher', { must_change_password: true })).kind).toBe('render');
    // Never a page to land on after sign-in, nor one of the menus.
    expect(afterSignIn(`${paths.resetPassword}?token=x`)).toBe('/home');
    expect(labels('superadmin')).not.toContain('Reset password');
  });

  it('opens a report card’s check page from its QR code for anyone, signed in or not', () => {
    // issue 31: another school or an embassy opens the printed card’s code, with no account
    const qr = {
      pathname: paths.verify('SM-1-7K3Q-92XD-4HNP'),
      hash: '#eyJhbGciOiJFZERTQSJ9.e30.c2ln',
    };
    expect(decide(qr, null).kind).toBe('render');
    for (const role of allRoles) expect(decide(qr, demoUser(role)).kind, role).toBe('render');
    expect(labels('superadmin')).not.toContain('Check a report card');
    // the principal's list of the checks is in their menu, not a teacher's
    expect(labels('principal')).toContain('Report Card Checks');
    expect(labels('teacher')).not.toContain('Report Card Checks');
  });

  it('leads a role, school-type or plan mismatch to /access-denied (DECISIONS #1)', () => {
    expect(decide({ pathname: paths.campus }, demoUser('teacher'))).toEqual({
      kind: 'redirect',
      to: `/access-denied?from=${encodeURIComponent(paths.campus)}`,
    });
    expect(decide({ pathname: paths.preschools }, demoUser('admin')).kind).toBe('redirect');
    expect(
      decide({ pathname: paths.preschools }, demoUser('admin', { is_preschool: true })).kind,
    ).toBe('render');
    expect(
      decide({ pathname: paths.classes }, demoUser('admin', { is_preschool: 'true' as never }))
        .kind,
    ).toBe('redirect');
  });

  it('matches routes with parameters', () => {
    expect(findRoute('/school/school-setup/campus/abc')?.id).toBe('campus-edit');
    expect(findRoute('/people/students/students/42')?.id).toBe('student-edit');
    expect(
      decide({ pathname: '/school/school-setup/campus/abc' }, demoUser('superadmin')).kind,
    ).toBe('render');
  });
});

describe('after sign-in', () => {
  it('goes to the saved page of this app, otherwise home', () => {
    expect(afterSignIn('/people/students/students?q=1')).toBe('/people/students/students?q=1');
    expect(afterSignIn(null)).toBe('/home');
    expect(afterSignIn('https://evil.example/')).toBe('/home');
    expect(afterSignIn('//evil.example/')).toBe('/home');
    expect(afterSignIn('/\\evil.example')).toBe('/home');
    expect(afterSignIn('/sign-up')).toBe('/home');
    expect(afterSignIn('/nowhere')).toBe('/home');
  });
});

describe('menus show only what the user may open', () => {
  it('gives each role its own menu', () => {
    expect(labels('superadmin')).toEqual(
      expect.arrayContaining(['Home', 'Campus', 'Departments', 'Classes', 'Staffs', 'Students']),
    );
    expect(labels('admin')).not.toContain('Campus');
    expect(labels('admin')).toEqual(
      expect.arrayContaining(['Classes', 'Staffs', 'Students', 'Academic Period']),
    );
    expect(labels('principal')).toContain('Comments');
    // The outbox: the school's admins, and the bursar for finance messages.
    for (const role of allRoles) {
      expect(labels(role).includes('Messages'), role).toBe(
        ['superadmin', 'admin', 'account'].includes(role),
      );
      // The school's SMS and WhatsApp accounts: its superadmin alone.
      expect(labels(role).includes('SMS & WhatsApp'), role).toBe(role === 'superadmin');
      // Parents and guardians (issue 28): the school's managers, and the bursar who reads them.
      expect(labels(role).includes('Guardians'), role).toBe(
        ['superadmin', 'admin', 'principal', 'account'].includes(role),
      );
    }
    expect(labels('teacher')).toEqual(
      expect.arrayContaining(['Home', 'Students', 'Staff Attendance', 'Compute Results']),
    );
    expect(labels('teacher')).not.toContain('Staffs');
    expect(labels('account')).toEqual([
      'Home',
      'Messages',
      'Guardians',
      'Banks',
      'Fees',
      'Invoices',
      'Students Account',
      'Expenses',
      'Online Payments',
    ]);
    expect(labels('student')).toEqual(
      expect.arrayContaining(['Home', 'Results', 'My Invoice', 'Assignments']),
    );
    expect(labels('student')).not.toContain('Students');
  });

  it('follows the school type', () => {
    expect(labels('admin', { is_preschool: true })).toContain('Preschools');
    expect(labels('admin', { is_preschool: true })).not.toContain('Classes');
    expect(labels('teacher', { is_preschool: true })).not.toContain('Broadsheet');
  });

  it('never lists a route the user cannot open', () => {
    for (const role of allRoles) {
      for (const preschool of [false, true]) {
        const user = demoUser(role, { is_preschool: preschool });
        for (const item of menuFor(user).flatMap((s) => s.items)) {
          const route = findRoute(item.path);
          expect(route && canOpen(route, user), `${role} ${item.path}`).toBe(true);
        }
      }
    }
  });
});

describe('the route table', () => {
  it('agrees with the contract: every role of a route may make its main call (x-roles)', () => {
    for (const route of routes) {
      if (!route.operation) continue;
      const allowed = rolesFor(route.operation);
      for (const role of route.roles) {
        expect(allowed, `${route.id}: ${role} may not call ${route.operation}`).toContain(role);
      }
    }
  });

  it('has unique ids and paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('explains a mismatch in words', () => {
    const campus = findRoute(paths.campus);
    expect(campus && describeMissing(campus, demoUser('teacher'))).toEqual([
      'your role (teacher) cannot open it',
    ]);
    expect(schoolTypeOf({ is_preschool: 'true' })).toBe('preschool');
  });
});
