/**
 * Every path of the web app, in one table (product spec §2). Sub-screens sit beside their list
 * as the spec names them, e.g. `school/school-setup/campus` and `school/school-setup/campus-create`.
 */
/** A path segment: encoded for real ids, kept as is for a `:param` pattern. */
const seg = (id: string) => (id.startsWith(':') ? id : encodeURIComponent(id));

const setup = '/school/school-setup';
const academic = '/school/academic-setup';
const results = '/academic-works/results';
const assignment = '/academic-works/assignment';
const lessonNote = '/academic-works/lesson-note';
const account = '/finance/account';

export const paths = {
  root: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A report card's public verification page (issue 31); its QR code adds `#<statement>`. */
  verify: (code: string) => `/verify/${seg(code)}`,
  home: '/home',
  profile: '/profile',
  accessDenied: '/access-denied',
  announcements: '/announcements',
  announcementCreate: '/announcements/create',
  announcementEdit: (id: string) => `/announcements/${seg(id)}`,
  messages: '/messages',
  messageChannels: '/message-channels',

  campus: `${setup}/campus`,
  campusCreate: `${setup}/campus-create`,
  campusEdit: (id: string) => `${setup}/campus/${seg(id)}`,
  departments: `${setup}/department`,
  departmentCreate: `${setup}/department-create`,
  departmentEdit: (id: string) => `${setup}/department/${seg(id)}`,
  classes: `${setup}/classes`,
  classCreate: `${setup}/class-create`,
  classEdit: (id: string) => `${setup}/classes/${seg(id)}`,
  preschools: `${setup}/preschools`,
  preschoolCreate: `${setup}/preschools/class-create`,
  preschoolEdit: (id: string) => `${setup}/preschools/${seg(id)}`,

  academicPeriod: `${academic}/academic-period`,
  academicDates: `${academic}/academic-dates`,
  subjects: `${academic}/subjects`,
  subjectCreate: `${academic}/subject-create`,
  subjectEdit: (id: string) => `${academic}/subjects/${seg(id)}`,
  assignSubjects: `${academic}/assign-subjects`,
  assignPreschoolSubjects: `${academic}/assign-preschool-subjects`,
  preschoolSubjects: `${academic}/preschool-subjects`,
  scoreSettings: `${academic}/score-settings`,
  gradingSettings: `${academic}/grading-settings`,
  sheetSettings: `${academic}/sheet-settings`,
  gradePoint: `${academic}/grade-point`,
  extraCurricular: `${academic}/extra-curricular`,
  reports: `${academic}/reports`,
  comments: `${academic}/comments`,

  bank: `${account}/bank`,
  bankCreate: `${account}/bank/bank-create`,
  bankEdit: (id: string) => `${account}/bank/${seg(id)}`,
  fees: `${account}/fees`,
  feeCreate: `${account}/fees/fee-create`,
  feeEdit: (id: string) => `${account}/fees/fee-edit/${seg(id)}`,
  invoices: `${account}/invoices`,
  // The spec names the parameter studentId; a student has an invoice per term, so it is the
  // invoice's id.
  registerPayment: (id: string) => `${account}/invoices/register-payment/${seg(id)}`,
  editPayment: (id: string) => `${account}/invoices/edit-payment/${seg(id)}`,
  invoicePayments: (id: string) => `${account}/invoices/invoice-payments/${seg(id)}`,
  viewInvoice: (id: string) => `${account}/invoices/view-invoice/${seg(id)}`,
  invoiceBatch: `${account}/invoices/invoice-class`,
  invoiceAddFee: `${account}/invoices/add-fee`,
  financeOverview: '/finance/overview',
  expenses: `${account}/expenses`,
  onlinePayments: `${account}/online-payments`,
  paymentProviders: '/payment-providers',
  myInvoice: '/invoices/my-invoice',
  /** Where the payment provider sends the payer back (issue 29): `?reference=…`. */
  paymentReturn: '/pay/return',
  /** A guardian's pages (issue 28): one child's results and fees, and the family statement. */
  familyChild: (studentId: string) => `/family/children/${seg(studentId)}`,
  familyStatement: '/family/statement',
  studentsAccount: '/people/students/students-account',
  studentInvoiceCreate: (studentId: string) =>
    `/people/students/students-account/invoice-create/${seg(studentId)}`,
  studentInvoiceEdit: (invoiceId: string) =>
    `/people/students/students-account/invoice-edit/${seg(invoiceId)}`,
  studentStatement: (studentId: string) =>
    `/people/students/students-account/statement/${seg(studentId)}`,

  directorOfStudies: '/people/staffs/director-details',
  staffs: '/people/staffs/staffs',
  staffCreate: '/people/staffs/staff-create',
  staffImport: '/people/staffs/import',
  staffEdit: (id: string) => `/people/staffs/staffs/${seg(id)}`,
  staffAttendance: '/people/staffs/attendance',
  attendanceRegister: '/attendance/register',
  attendanceReports: '/attendance/reports',
  myAttendance: '/attendance/mine',
  familyAttendance: '/family/attendance',
  attendanceSettings: '/attendance/settings',
  students: '/people/students/students',
  studentCreate: '/people/students/student-create',
  studentEdit: (id: string) => `/people/students/students/${seg(id)}`,
  studentPromotion: '/people/students/promotion',
  studentImport: '/people/students/import',
  admissionNumberSettings: '/people/students/admission-number',
  /** The school's parents and guardians (issue 28). */
  guardians: '/people/guardians',

  resultsCompute: `${results}/compute`,
  resultsView: `${results}/view`,
  broadsheet: `${results}/broadsheet`,
  resultsAudit: `${results}/audit`,
  reportCardChecks: `${results}/verifications`,
  assignmentCreate: `${assignment}/create`,
  assignmentSubmissions: `${assignment}/submissions`,
  assignmentResults: `${assignment}/results`,
  assignmentPerformance: `${assignment}/performance`,
  assignmentQuestions: `${assignment}/questions`,
  lessonNoteCreate: `${lessonNote}/create`,
  lessonNoteView: `${lessonNote}/view`,
} as const;
