import type { OperationId, RoleName, Schema } from '@schoolmates/sdk';
import { paths } from './paths.ts';

export type SchoolType = Schema<'SchoolType'>;
export type Plan = Schema<'Plan'>;

export const allRoles: readonly RoleName[] = [
  'superadmin',
  'admin',
  'principal',
  'teacher',
  'account',
  'student',
  'guardian',
];
export const allPlans: readonly Plan[] = [
  'STARTER PLAN',
  'STANDARD PLAN',
  'PREMIUM PLAN',
  'ENTERPRISE PLAN',
];

/**
 * Who may open a route: public-only (signed out; a signed-in visitor goes home), open to anyone
 * signed in or not (a link from a mail), or signed in. The first two show in the auth shell.
 */
export type RouteAccess = 'public' | 'open' | 'guarded';

export type MenuGroup =
  | 'Main'
  | 'School setup'
  | 'Academic setup'
  | 'People'
  | 'Academics'
  | 'Finance';

export type IconName =
  | 'home'
  | 'building'
  | 'layers'
  | 'book'
  | 'calendar'
  | 'people'
  | 'person'
  | 'clipboard'
  | 'chart'
  | 'money'
  | 'settings'
  | 'note'
  | 'mail';

/** One row of the route table (product spec §2). Empty lists mean "no restriction". */
export interface RouteDef {
  id: string;
  /** Absolute path pattern as react-router reads it (`:id` for parameters). */
  path: string;
  title: string;
  header?: { title: string; description?: string; contained?: boolean };
  footer: boolean;
  access: RouteAccess;
  roles: readonly RoleName[];
  schoolTypes: readonly SchoolType[];
  plans: readonly Plan[];
  /** The contract call the screen is built on: its x-roles must admit every role listed here. */
  operation?: OperationId;
  /** Shown in the menus of the users who may open it. */
  menu?: { label: string; group: MenuGroup; icon: IconName };
}

type RouteInput = Omit<RouteDef, 'footer' | 'access' | 'roles' | 'schoolTypes' | 'plans'> &
  Partial<Pick<RouteDef, 'footer' | 'access' | 'roles' | 'schoolTypes' | 'plans'>>;

function route(input: RouteInput): RouteDef {
  return {
    footer: true,
    access: 'guarded',
    roles: [],
    schoolTypes: [],
    plans: allPlans,
    ...input,
  };
}

const staffAdmins: RoleName[] = ['superadmin', 'admin', 'principal'];
const elementary: SchoolType[] = ['elementary'];
const preschool: SchoolType[] = ['preschool'];

/** The route table: every screen, who may open it and where it sits in the menus. */
export const routeTable: readonly RouteDef[] = [
  // Public-only screens, in the split-layout shell.
  route({
    id: 'sign-in',
    path: paths.signIn,
    title: 'Sign in',
    access: 'public',
    footer: false,
  }),
  route({
    id: 'sign-up',
    path: paths.signUp,
    title: 'Register your school',
    access: 'public',
    footer: false,
  }),
  route({
    id: 'forgot-password',
    path: paths.forgotPassword,
    title: 'Forgot password',
    access: 'public',
    footer: false,
  }),
  route({
    id: 'reset-password',
    path: paths.resetPassword,
    title: 'Reset password',
    // Its link may be opened signed in: the superadmin reads reset mails in the portal's mailbox.
    access: 'open',
    footer: false,
  }),
  route({
    id: 'verify-report-card',
    path: paths.verify(':code'),
    title: 'Check a report card',
    // Anyone holding a printed card, signed in or not (issue 31).
    access: 'open',
    footer: false,
    operation: 'getReportCardVerification',
  }),

  // Signed in, open to everyone.
  route({
    id: 'access-denied',
    path: paths.accessDenied,
    title: 'Access denied',
    roles: allRoles,
  }),
  route({
    id: 'home',
    path: paths.home,
    title: 'Home',
    menu: { label: 'Home', group: 'Main', icon: 'home' },
  }),
  route({
    id: 'profile',
    path: paths.profile,
    title: 'Profile',
    footer: false,
    header: { title: 'Profile', description: 'Your details, photo and password' },
  }),

  // School setup.
  route({
    id: 'campus',
    path: paths.campus,
    title: 'Campus',
    roles: ['superadmin'],
    operation: 'listCampuses',
    header: { title: 'Campus', description: 'The campuses of your school' },
    menu: { label: 'Campus', group: 'School setup', icon: 'building' },
  }),
  route({
    id: 'campus-create',
    path: paths.campusCreate,
    title: 'Add Campus',
    roles: ['superadmin'],
    operation: 'createCampus',
    header: { title: 'Add Campus', contained: true },
  }),
  route({
    id: 'campus-edit',
    path: paths.campusEdit(':id'),
    title: 'Edit Campus',
    roles: ['superadmin'],
    operation: 'updateCampus',
    header: { title: 'Edit Campus', contained: true },
  }),
  route({
    id: 'announcements',
    path: paths.announcements,
    title: 'Announcements',
    roles: ['superadmin', 'admin', 'principal'],
    operation: 'createAnnouncement',
    header: { title: 'Announcements', description: 'What your school sees on Home' },
    menu: { label: 'Announcements', group: 'Main', icon: 'note' },
  }),
  route({
    id: 'announcement-create',
    path: paths.announcementCreate,
    title: 'Write Announcement',
    roles: ['superadmin', 'admin', 'principal'],
    operation: 'createAnnouncement',
    header: { title: 'Write Announcement', contained: true },
  }),
  route({
    id: 'announcement-edit',
    path: paths.announcementEdit(':id'),
    title: 'Edit Announcement',
    roles: ['superadmin', 'admin', 'principal'],
    operation: 'updateAnnouncement',
    header: { title: 'Edit Announcement', contained: true },
  }),
  route({
    id: 'messages',
    path: paths.messages,
    title: 'Messages',
    roles: ['superadmin', 'admin', 'account'],
    operation: 'listMessages',
    header: {
      title: 'Messages',
      description: 'What the portal sent, to whom, and whether it arrived',
    },
    menu: { label: 'Messages', group: 'Main', icon: 'mail' },
  }),
  route({
    id: 'message-channels',
    path: paths.messageChannels,
    title: 'SMS and WhatsApp',
    roles: ['superadmin'],
    operation: 'listMessageChannels',
    header: {
      title: 'SMS and WhatsApp',
      description: "Your school's provider accounts, and where they send delivery reports",
    },
    menu: { label: 'SMS & WhatsApp', group: 'Main', icon: 'settings' },
  }),
  route({
    id: 'payment-providers',
    path: paths.paymentProviders,
    title: 'Online payments',
    roles: ['superadmin'],
    operation: 'listPaymentProviders',
    header: {
      title: 'Online payments',
      description:
        'Paystack and Flutterwave: your keys, the account they settle into, their webhooks',
    },
    menu: { label: 'Online Payments', group: 'Finance', icon: 'settings' },
  }),
  route({
    id: 'departments',
    path: paths.departments,
    title: 'Departments',
    roles: ['superadmin'],
    operation: 'createDepartment',
    header: { title: 'Departments', description: 'Departments staff belong to' },
    menu: { label: 'Departments', group: 'School setup', icon: 'layers' },
  }),
  route({
    id: 'department-create',
    path: paths.departmentCreate,
    title: 'Add Department',
    roles: ['superadmin'],
    operation: 'createDepartment',
    header: { title: 'Add Department', contained: true },
  }),
  route({
    id: 'department-edit',
    path: paths.departmentEdit(':id'),
    title: 'Edit Department',
    roles: ['superadmin'],
    operation: 'updateDepartment',
    header: { title: 'Edit Department', contained: true },
  }),
  route({
    id: 'classes',
    path: paths.classes,
    title: 'Classes',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'createClass',
    header: { title: 'Classes', description: 'Classes and their arms' },
    menu: { label: 'Classes', group: 'School setup', icon: 'layers' },
  }),
  route({
    id: 'class-create',
    path: paths.classCreate,
    title: 'Add Class',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'createClass',
    header: { title: 'Add Class', contained: true },
  }),
  route({
    id: 'class-edit',
    path: paths.classEdit(':id'),
    title: 'Edit Class',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'updateClass',
    header: { title: 'Edit Class', contained: true },
  }),
  route({
    id: 'preschools',
    path: paths.preschools,
    title: 'Preschools',
    roles: staffAdmins,
    schoolTypes: preschool,
    operation: 'createPreschool',
    header: { title: 'Preschools', description: 'Preschool classes' },
    menu: { label: 'Preschools', group: 'School setup', icon: 'layers' },
  }),
  route({
    id: 'preschool-create',
    path: paths.preschoolCreate,
    title: 'Create Preschool',
    roles: staffAdmins,
    schoolTypes: preschool,
    operation: 'createPreschool',
    header: { title: 'Create Preschool', contained: true },
  }),
  route({
    id: 'preschool-edit',
    path: paths.preschoolEdit(':id'),
    title: 'Edit Preschool',
    roles: staffAdmins,
    schoolTypes: preschool,
    operation: 'updatePreschool',
    header: { title: 'Edit Preschool', contained: true },
  }),

  // Academic setup.
  route({
    id: 'academic-period',
    path: paths.academicPeriod,
    title: 'Academic Period',
    roles: staffAdmins,
    operation: 'setCurrentAcademicPeriod',
    header: { title: 'Academic Period', description: 'Add periods and choose the current one' },
    menu: { label: 'Academic Period', group: 'Academic setup', icon: 'calendar' },
  }),
  route({
    id: 'academic-dates',
    path: paths.academicDates,
    title: 'Academic Dates',
    roles: staffAdmins,
    operation: 'saveClosingResumption',
    header: { title: 'Academic Dates', description: 'When the term ends and the next begins' },
    menu: { label: 'Academic Dates', group: 'Academic setup', icon: 'calendar' },
  }),
  route({
    id: 'subjects',
    path: paths.subjects,
    title: 'Subjects',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'createSubject',
    header: { title: 'Subjects', description: 'Subjects taught in your school' },
    menu: { label: 'Subjects', group: 'Academic setup', icon: 'book' },
  }),
  route({
    id: 'subject-create',
    path: paths.subjectCreate,
    title: 'Add Subject',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'createSubject',
    header: { title: 'Add Subject', contained: true },
  }),
  route({
    id: 'subject-edit',
    path: paths.subjectEdit(':id'),
    title: 'Edit Subject',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'updateSubject',
    header: { title: 'Edit Subject', contained: true },
  }),
  route({
    id: 'assign-subjects',
    path: paths.assignSubjects,
    title: 'Assign Subjects',
    roles: staffAdmins,
    schoolTypes: elementary,
    operation: 'assignSubjectsToClass',
    header: { title: 'Assign Subjects', description: 'Choose the subjects each class takes' },
    menu: { label: 'Assign Subjects', group: 'Academic setup', icon: 'clipboard' },
  }),
  route({
    id: 'preschool-subjects',
    path: paths.preschoolSubjects,
    title: 'Preschool Subjects',
    roles: staffAdmins,
    schoolTypes: preschool,
    operation: 'createPreschoolSubject',
    header: { title: 'Preschool Subjects', description: 'Subjects and topics for a term' },
    menu: { label: 'Preschool Subjects', group: 'Academic setup', icon: 'book' },
  }),
  route({
    id: 'assign-preschool-subjects',
    path: paths.assignPreschoolSubjects,
    title: 'Assign Preschool Subjects',
    roles: staffAdmins,
    schoolTypes: preschool,
    operation: 'assignPreschoolSubjects',
    header: { title: 'Assign Preschool Subjects' },
    menu: { label: 'Assign Subjects', group: 'Academic setup', icon: 'clipboard' },
  }),
  ...[
    ['score-settings', paths.scoreSettings, 'Score Settings', elementary, 'saveScoreSetting'],
    ['grading-settings', paths.gradingSettings, 'Grading Settings', elementary, 'saveGradingBands'],
    ['sheet-settings', paths.sheetSettings, 'Sheet Settings', elementary, 'saveSheetSetting'],
    ['grade-point', paths.gradePoint, 'Grade Points', elementary, 'saveGradePoints'],
    ['extra-curricular', paths.extraCurricular, 'Extra Curricular', [], 'createExtraCurricular'],
    ['reports', paths.reports, 'Reports', [], 'createReportType'],
  ].map(([id, path, title, schoolTypes, operation]) =>
    route({
      id: id as string,
      path: path as string,
      title: title as string,
      roles: staffAdmins,
      schoolTypes: schoolTypes as SchoolType[],
      operation: operation as OperationId,
      header: { title: title as string },
      menu: { label: title as string, group: 'Academic setup', icon: 'settings' },
    }),
  ),
  route({
    id: 'comments',
    path: paths.comments,
    title: 'Comments',
    roles: ['principal'],
    operation: 'createPrincipalComment',
    header: { title: 'Comments' },
    menu: { label: 'Comments', group: 'Academic setup', icon: 'note' },
  }),

  // People.
  route({
    id: 'staffs',
    path: paths.staffs,
    title: 'Staffs',
    roles: staffAdmins,
    operation: 'listStaff',
    header: { title: 'Staffs', description: 'Everyone who works at the school' },
    menu: { label: 'Staffs', group: 'People', icon: 'people' },
  }),
  route({
    id: 'staff-create',
    path: paths.staffCreate,
    title: 'Add Staff',
    roles: staffAdmins,
    operation: 'createStaff',
    header: { title: 'Add Staff', contained: true },
  }),
  route({
    id: 'staff-import',
    path: paths.staffImport,
    title: 'Import Staff',
    roles: staffAdmins,
    operation: 'importStaff',
    header: { title: 'Import Staff', description: 'Add many staff at once from a spreadsheet' },
  }),
  route({
    id: 'staff-edit',
    path: paths.staffEdit(':id'),
    title: 'Edit Staff',
    roles: staffAdmins,
    operation: 'updateStaff',
    header: { title: 'Edit Staff', contained: true },
  }),
  route({
    id: 'staff-attendance',
    path: paths.staffAttendance,
    title: 'Staff Attendance',
    roles: [...staffAdmins, 'teacher'],
    operation: 'saveStaffAttendance',
    header: { title: 'Staff Attendance', description: 'Who came in, and when' },
    menu: { label: 'Staff Attendance', group: 'People', icon: 'clipboard' },
  }),
  route({
    id: 'attendance-register',
    path: paths.attendanceRegister,
    title: 'Class Register',
    roles: [...staffAdmins, 'teacher'],
    operation: 'takeAttendanceRegister',
    header: { title: 'Class Register', description: 'Everyone present, then the exceptions' },
    menu: { label: 'Class Register', group: 'People', icon: 'clipboard' },
  }),
  route({
    id: 'attendance-reports',
    path: paths.attendanceReports,
    title: 'Attendance Reports',
    roles: [...staffAdmins, 'teacher'],
    operation: 'getAttendanceReport',
    header: {
      title: 'Attendance Reports',
      description: 'Who is missing school, by day, week and term',
    },
    menu: { label: 'Attendance Reports', group: 'People', icon: 'chart' },
  }),
  route({
    id: 'attendance-settings',
    path: paths.attendanceSettings,
    title: 'Attendance Settings',
    roles: staffAdmins,
    operation: 'saveAttendanceSettings',
    header: { title: 'Attendance Settings', description: 'Registers a day, alerts and holidays' },
    menu: { label: 'Attendance Settings', group: 'Academic setup', icon: 'settings' },
  }),
  route({
    id: 'director-details',
    path: paths.directorOfStudies,
    title: 'Director Of Studies',
    roles: staffAdmins,
    operation: 'setDirectorOfStudies',
    header: { title: 'Director Of Studies', contained: true },
    menu: { label: 'Director Of Studies', group: 'People', icon: 'person' },
  }),
  route({
    id: 'students',
    path: paths.students,
    title: 'Students',
    roles: [...staffAdmins, 'teacher'],
    operation: 'listStudents',
    header: { title: 'Students', description: 'Search, admit and manage students' },
    menu: { label: 'Students', group: 'People', icon: 'people' },
  }),
  route({
    id: 'student-create',
    path: paths.studentCreate,
    title: 'Add Student',
    roles: staffAdmins,
    operation: 'createStudent',
    header: { title: 'Add Student', contained: true },
  }),
  route({
    id: 'student-edit',
    path: paths.studentEdit(':id'),
    title: 'Edit Student',
    roles: staffAdmins,
    operation: 'updateStudent',
    header: { title: 'Edit Student', contained: true },
  }),
  route({
    id: 'student-import',
    path: paths.studentImport,
    title: 'Import Students',
    roles: staffAdmins,
    operation: 'importStudents',
    header: {
      title: 'Import Students',
      description: 'Admit many students at once from a spreadsheet',
    },
  }),
  route({
    id: 'student-promotion',
    path: paths.studentPromotion,
    title: 'Promote Students',
    roles: staffAdmins,
    operation: 'promoteStudents',
    header: { title: 'Promote Students', description: 'Move a class up, or graduate it' },
  }),
  route({
    id: 'guardians',
    path: paths.guardians,
    title: 'Guardians',
    roles: [...staffAdmins, 'account'],
    operation: 'listGuardians',
    header: {
      title: 'Guardians',
      description: 'Parents and guardians, their children, and how to reach them',
    },
    menu: { label: 'Guardians', group: 'People', icon: 'people' },
  }),
  route({
    id: 'admission-number-settings',
    path: paths.admissionNumberSettings,
    title: 'Admission Numbers',
    roles: ['superadmin'],
    operation: 'saveAdmissionNumberSettings',
    header: { title: 'Admission Numbers', contained: true },
  }),

  // Academic works (screens built by the results, assignments and lesson-notes work).
  ...(
    [
      [
        'results-compute',
        paths.resultsCompute,
        'Compute Results',
        ['teacher'],
        [],
        'saveEndTermResult',
        'chart',
      ],
      [
        'results-view',
        paths.resultsView,
        'Results',
        ['admin', 'teacher', 'principal', 'superadmin', 'student'],
        [],
        'listResults',
        'chart',
      ],
      [
        'broadsheet',
        paths.broadsheet,
        'Broadsheet',
        ['admin', 'teacher', 'principal', 'superadmin'],
        elementary,
        'getBroadsheet',
        'chart',
      ],
      [
        'results-audit',
        paths.resultsAudit,
        'Results Audit',
        ['admin', 'principal', 'superadmin'],
        elementary,
        'listResultAudit',
        'clipboard',
      ],
      [
        'report-card-checks',
        paths.reportCardChecks,
        'Report Card Checks',
        ['principal', 'superadmin'],
        [],
        'listReportCardVerifications',
        'clipboard',
      ],
      [
        'assignment-create',
        paths.assignmentCreate,
        'Create Assignment',
        ['teacher'],
        elementary,
        'createObjectiveAssignment',
        'note',
      ],
      [
        'assignment-submissions',
        paths.assignmentSubmissions,
        'Submissions',
        ['teacher'],
        elementary,
        'listAssignmentSubmissions',
        'note',
      ],
      [
        'assignment-results',
        paths.assignmentResults,
        'Assignment Results',
        ['teacher', 'student'],
        elementary,
        'listAssignmentResults',
        'note',
      ],
      [
        'assignment-performance',
        paths.assignmentPerformance,
        'Performance',
        ['teacher', 'student'],
        elementary,
        'listStudentAssignmentResults',
        'chart',
      ],
      [
        'assignment-questions',
        paths.assignmentQuestions,
        'Assignments',
        ['student'],
        elementary,
        'submitObjectiveAssignmentAnswers',
        'note',
      ],
      [
        'lesson-note-create',
        paths.lessonNoteCreate,
        'Lesson Notes',
        ['teacher'],
        [],
        'createLessonNote',
        'book',
      ],
      [
        'lesson-note-view',
        paths.lessonNoteView,
        'Lesson Notes',
        ['admin', 'principal'],
        [],
        'approveLessonNote',
        'book',
      ],
    ] as const
  ).map(([id, path, title, roles, schoolTypes, operation, icon]) =>
    route({
      id,
      path,
      title,
      roles,
      schoolTypes,
      operation,
      header: { title },
      menu: { label: title, group: 'Academics', icon },
    }),
  ),

  // Finance (features/finance): the bursar's screens and the student's invoices.
  ...(
    [
      ['bank', paths.bank, 'Banks', 'listBanks', true],
      ['bank-create', paths.bankCreate, 'Add Bank Account', 'createBank'],
      ['bank-edit', paths.bankEdit(':id'), 'Edit Bank Account', 'updateBank'],
      ['fees', paths.fees, 'Fees', 'listFees', true],
      ['fee-create', paths.feeCreate, 'Create Fee', 'createFee'],
      ['fee-edit', paths.feeEdit(':id'), 'Edit Fee', 'updateFee'],
      ['invoices', paths.invoices, 'Invoices', 'listInvoices', true],
      ['invoice-batch', paths.invoiceBatch, 'Invoice a Class', 'createInvoiceBatch'],
      ['invoice-add-fee', paths.invoiceAddFee, 'Add a Fee to Invoices', 'addFeeToInvoices'],
      [
        'student-statement',
        paths.studentStatement(':studentId'),
        'Student Statement',
        'getStudentStatement',
      ],
      ['register-payment', paths.registerPayment(':id'), 'Register Payment', 'recordPayment'],
      ['edit-payment', paths.editPayment(':id'), 'Edit Payment', 'updatePayment'],
      [
        'invoice-payments',
        paths.invoicePayments(':id'),
        'View Invoice Payments Made',
        'listPayments',
      ],
      ['view-invoice', paths.viewInvoice(':id'), 'View Invoice', 'getInvoice'],
      ['students-account', paths.studentsAccount, 'Students Account', 'createInvoice', true],
      ['expenses', paths.expenses, 'Expenses', 'listExpenses', true],
      ['online-payments', paths.onlinePayments, 'Online Payments', 'listOnlinePayments', true],
      [
        'invoice-create',
        paths.studentInvoiceCreate(':studentId'),
        'Create Invoice',
        'createInvoice',
      ],
      ['invoice-edit', paths.studentInvoiceEdit(':id'), 'Edit Invoice', 'updateInvoice'],
    ] as const
  ).map(([id, path, title, operation, inMenu]) =>
    route({
      id,
      path,
      title,
      roles: ['account'],
      operation,
      header: { title },
      ...(inMenu ? { menu: { label: title, group: 'Finance', icon: 'money' } as const } : {}),
    }),
  ),
  route({
    id: 'finance-overview',
    path: paths.financeOverview,
    title: 'Finance Overview',
    // The proprietor's view across campuses (issue 29): the superadmin's alone.
    roles: ['superadmin'],
    operation: 'getFinanceOverview',
    header: { title: 'Finance Overview' },
    menu: { label: 'Finance Overview', group: 'Finance', icon: 'money' },
  }),
  route({
    id: 'my-invoice',
    path: paths.myInvoice,
    title: 'My Invoice',
    roles: ['student'],
    operation: 'listInvoices',
    header: { title: 'My Invoice', description: 'What is billed, paid and owed, with receipts' },
    menu: { label: 'My Invoice', group: 'Finance', icon: 'money' },
  }),
  route({
    id: 'payment-return',
    path: paths.paymentReturn,
    title: 'Your payment',
    roles: ['student', 'guardian'],
    operation: 'getOnlinePayment',
    header: { title: 'Your payment', description: 'Paying an invoice online' },
  }),
  route({
    id: 'family-child',
    path: paths.familyChild(':studentId'),
    title: 'My child',
    roles: ['guardian'],
    operation: 'listFamilyChildren',
  }),
  route({
    id: 'family-statement',
    path: paths.familyStatement,
    title: 'Family statement',
    roles: ['guardian'],
    operation: 'getFamilyStatement',
    header: {
      title: 'Family statement',
      description: 'What is owed for all your children, in every term',
    },
    menu: { label: 'Family statement', group: 'Finance', icon: 'money' },
  }),
  route({
    id: 'my-attendance',
    path: paths.myAttendance,
    title: 'My Attendance',
    roles: ['student'],
    operation: 'getStudentAttendance',
    header: { title: 'My Attendance', description: 'Your register for the term' },
    menu: { label: 'My Attendance', group: 'Academics', icon: 'calendar' },
  }),
  route({
    id: 'family-attendance',
    path: paths.familyAttendance,
    title: "Children's Attendance",
    roles: ['guardian'],
    operation: 'getStudentAttendance',
    header: { title: "Children's Attendance", description: 'Each child’s register for the term' },
    menu: { label: 'Attendance', group: 'Academics', icon: 'calendar' },
  }),
];

export const menuGroups: readonly MenuGroup[] = [
  'Main',
  'School setup',
  'Academic setup',
  'People',
  'Academics',
  'Finance',
];
