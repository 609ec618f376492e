import type { SchoolmatesClient } from '@schoolmates/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prefetchHome } from '../features/home/home.api.ts';
import type { SessionUser } from '../lib/auth.tsx';
import { type RouteDef, routeTable } from '../lib/route-table.ts';

export interface RouteModule {
  default: ComponentType;
}

/** Starts a screen's requests for the signed-in user while the screen's code loads. */
export type Prefetch = (
  queryClient: QueryClient,
  client: SchoolmatesClient,
  user: SessionUser,
) => void;

/** A row of the route table with the screen it loads (lazily, per route). */
export interface Route extends RouteDef {
  load: () => Promise<RouteModule>;
  prefetch?: Prefetch;
}

const comingSoon = () => import('../features/placeholder/coming-soon.tsx');

/** The screen of each route id; a route without one shows "coming soon". */
const screens: Record<string, () => Promise<RouteModule>> = {
  'sign-in': () => import('../features/auth/sign-in.route.tsx'),
  'sign-up': () => import('../features/auth/sign-up.route.tsx'),
  'forgot-password': () => import('../features/auth/forgot-password.route.tsx'),
  'reset-password': () => import('../features/auth/reset-password.route.tsx'),
  'verify-report-card': () => import('../features/verify/verify.route.tsx'),
  'access-denied': () => import('../features/account/access-denied.route.tsx'),
  home: () => import('./home.route.tsx'),
  profile: () => import('../features/account/profile.route.tsx'),
  announcements: () => import('../features/announcements/announcements.route.tsx'),
  'announcement-create': () => import('../features/announcements/announcement-form.route.tsx'),
  'announcement-edit': () => import('../features/announcements/announcement-form.route.tsx'),
  messages: () => import('../features/messages/messages.route.tsx'),
  'message-channels': () => import('../features/messages/message-channels.route.tsx'),
  'payment-providers': () =>
    import('../features/finance/online-payments/payment-providers.route.tsx'),
  campus: () => import('../features/setup/campus/campus-list.route.tsx'),
  'campus-create': () => import('../features/setup/campus/campus-form.route.tsx'),
  'campus-edit': () => import('../features/setup/campus/campus-form.route.tsx'),
  departments: () => import('../features/setup/departments/departments.route.tsx'),
  'department-create': () => import('../features/setup/departments/department-form.route.tsx'),
  'department-edit': () => import('../features/setup/departments/department-form.route.tsx'),
  classes: () => import('../features/setup/classes/classes.route.tsx'),
  'class-create': () => import('../features/setup/classes/class-form.route.tsx'),
  'class-edit': () => import('../features/setup/classes/class-form.route.tsx'),
  preschools: () => import('../features/setup/preschools/preschools.route.tsx'),
  'preschool-create': () => import('../features/setup/preschools/preschool-form.route.tsx'),
  'preschool-edit': () => import('../features/setup/preschools/preschool-form.route.tsx'),
  'academic-period': () => import('../features/setup/academic/academic-period.route.tsx'),
  'academic-dates': () => import('../features/results/settings/academic-dates.route.tsx'),
  subjects: () => import('../features/setup/subjects/subjects.route.tsx'),
  'subject-create': () => import('../features/setup/subjects/subject-form.route.tsx'),
  'subject-edit': () => import('../features/setup/subjects/subject-form.route.tsx'),
  'assign-subjects': () => import('../features/setup/subjects/assign-subjects.route.tsx'),
  'preschool-subjects': () =>
    import('../features/setup/preschool-subjects/preschool-subjects.route.tsx'),
  'assign-preschool-subjects': () =>
    import('../features/setup/preschool-subjects/assign-preschool-subjects.route.tsx'),
  staffs: () => import('../features/people/staff/staff-list.route.tsx'),
  'staff-create': () => import('../features/people/staff/staff-form.route.tsx'),
  'staff-import': () => import('../features/people/staff/staff-import.route.tsx'),
  'staff-edit': () => import('../features/people/staff/staff-form.route.tsx'),
  'staff-attendance': () => import('../features/people/staff/staff-attendance.route.tsx'),
  'attendance-register': () => import('../features/attendance/register.route.tsx'),
  'attendance-reports': () => import('../features/attendance/report.route.tsx'),
  'my-attendance': () => import('../features/attendance/my-attendance.route.tsx'),
  'family-attendance': () => import('../features/attendance/family-attendance.route.tsx'),
  'attendance-settings': () => import('../features/attendance/attendance-settings.route.tsx'),
  'family-child': () => import('./family-child.route.tsx'),
  'family-statement': () => import('../features/family/family-statement.route.tsx'),
  'director-details': () => import('../features/people/staff/director-of-studies.route.tsx'),
  students: () => import('../features/people/students/student-list.route.tsx'),
  guardians: () => import('../features/people/guardians/guardian-list.route.tsx'),
  'student-create': () => import('../features/people/students/student-form.route.tsx'),
  'student-edit': () => import('../features/people/students/student-form.route.tsx'),
  'student-promotion': () => import('../features/people/students/student-promotion.route.tsx'),
  'student-import': () => import('../features/people/students/student-import.route.tsx'),
  'admission-number-settings': () =>
    import('../features/people/students/admission-number.route.tsx'),
  'score-settings': () => import('../features/results/settings/score-settings.route.tsx'),
  'grading-settings': () => import('../features/results/settings/grading.route.tsx'),
  'sheet-settings': () => import('../features/results/settings/sheet-settings.route.tsx'),
  'grade-point': () => import('../features/results/settings/grade-points.route.tsx'),
  'extra-curricular': () => import('../features/results/settings/extra-curricular.route.tsx'),
  reports: () => import('../features/results/settings/rating-groups.route.tsx'),
  comments: () => import('../features/results/settings/comments.route.tsx'),
  'results-compute': () => import('../features/results/compute/compute.route.tsx'),
  'results-view': () => import('../features/results/report-card/results.route.tsx'),
  broadsheet: () => import('../features/results/broadsheet/broadsheet.route.tsx'),
  'results-audit': () => import('../features/results/audit/audit.route.tsx'),
  'report-card-checks': () =>
    import('../features/results/verifications/report-card-checks.route.tsx'),
  bank: () => import('../features/finance/banks/banks.route.tsx'),
  'bank-create': () => import('../features/finance/banks/bank-form.route.tsx'),
  'bank-edit': () => import('../features/finance/banks/bank-form.route.tsx'),
  fees: () => import('../features/finance/fees/fees.route.tsx'),
  'fee-create': () => import('../features/finance/fees/fee-form.route.tsx'),
  'fee-edit': () => import('../features/finance/fees/fee-form.route.tsx'),
  invoices: () => import('../features/finance/invoices/invoice-list.route.tsx'),
  'invoice-batch': () => import('../features/finance/invoices/invoice-batch.route.tsx'),
  'invoice-add-fee': () => import('../features/finance/invoices/add-fee.route.tsx'),
  'student-statement': () => import('../features/finance/statement/student-statement.route.tsx'),
  'finance-overview': () => import('../features/finance/overview/finance-overview.route.tsx'),
  // One invoice screen, in the mode its route says.
  'register-payment': () => import('../features/finance/invoices/invoice.route.tsx'),
  'edit-payment': () => import('../features/finance/invoices/invoice.route.tsx'),
  'invoice-payments': () => import('../features/finance/invoices/invoice.route.tsx'),
  'view-invoice': () => import('../features/finance/invoices/invoice.route.tsx'),
  'invoice-create': () => import('../features/finance/invoices/invoice.route.tsx'),
  'invoice-edit': () => import('../features/finance/invoices/invoice.route.tsx'),
  'students-account': () => import('../features/finance/invoices/students-account.route.tsx'),
  expenses: () => import('../features/finance/expenses/expenses.route.tsx'),
  'my-invoice': () => import('../features/finance/my-invoice/my-invoice.route.tsx'),
  'online-payments': () => import('../features/finance/online-payments/reconciliation.route.tsx'),
  'payment-return': () => import('../features/finance/online-payments/payment-return.route.tsx'),
  'lesson-note-create': () => import('../features/lesson-notes/lesson-notes.route.tsx'),
  'lesson-note-view': () => import('../features/lesson-notes/lesson-notes.route.tsx'),
  'assignment-create': () => import('../features/assignments/assignment-create.route.tsx'),
  'assignment-submissions': () => import('../features/assignments/submissions.route.tsx'),
  'assignment-performance': () => import('../features/assignments/performance.route.tsx'),
  'assignment-results': () => import('../features/assignments/results.route.tsx'),
  'assignment-questions': () => import('../features/assignments/student-assignments.route.tsx'),
};

/** The data a screen asks for first, fetched together with its code (the first screen: Home). */
const prefetches: Record<string, Prefetch> = { home: prefetchHome };

export const routes: readonly Route[] = routeTable.map((route) => ({
  ...route,
  load: screens[route.id] ?? comingSoon,
  prefetch: prefetches[route.id],
}));
