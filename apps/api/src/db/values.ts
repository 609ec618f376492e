/**
 * The contract's closed value sets that columns hold (openapi/schoolmates.yaml). Each list is
 * checked against the generated type both ways, so a value added to or dropped from the
 * contract fails `tsc` here; the tables store them as text with a check (keys.ts `oneOf`),
 * typed so that rows come back as the contract's types.
 */
import { PERIODS as CALENDAR_PERIODS, TERMS as CALENDAR_TERMS } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';

/** `values` typed as a non-empty list of `T` holding every member of `T`. */
const all =
  <T extends string>() =>
  <const V extends readonly [T, ...T[]]>(
    values: V &
      ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> }),
  ): V =>
    values;

export const TERMS = all<Schema<'Term'>>()(CALENDAR_TERMS);
export const PERIODS = all<Schema<'Period'>>()(CALENDAR_PERIODS);
export const CLASS_RANKINGS = all<Schema<'ClassRanking'>>()(['average', 'total']);
export const RESULT_STATUSES = all<Schema<'ResultStatus'>>()([
  'not_released',
  'released',
  'withheld',
]);
export const RESULT_COMPONENT_KEYS = all<Schema<'ResultComponentKey'>>()([
  'ca1',
  'ca2',
  'ca3',
  'ca4',
  'exam',
]);
export const SCHOOL_TYPES = all<Schema<'SchoolType'>>()(['elementary', 'preschool']);
export const PLANS = all<Schema<'Plan'>>()([
  'STARTER PLAN',
  'STANDARD PLAN',
  'PREMIUM PLAN',
  'ENTERPRISE PLAN',
]);
export const CAMPUS_STATUSES = all<Schema<'CampusStatus'>>()(['active', 'disabled']);
export const CAMPUS_TYPES = all<Schema<'CampusType'>>()(['elementary', 'college']);
/** Staff use the first two (StaffStatus), students all four. */
export const USER_STATUSES = all<Schema<'StudentStatus'>>()([
  'active',
  'disabled',
  'graduated',
  'withdrawn',
]);
export const GENDERS = all<Schema<'Gender'>>()(['male', 'female']);
export const TEACHER_TYPES = all<Schema<'StaffTeacherType'>>()([
  'class teacher',
  'subject teacher',
]);
export const STAFF_ATTENDANCE_STATUSES = all<Schema<'StaffAttendanceStatus'>>()([
  'present',
  'late',
  'absent',
  'on_leave',
  'excused',
]);
export const PRIORITIES = all<Schema<'AnnouncementAttributes'>['priority']>()([
  'low',
  'normal',
  'high',
]);
export const PRESCHOOL_SUBJECT_CATEGORIES = all<Schema<'PreschoolSubjectCategory'>>()([
  'evaluation_report',
  'cognitive_development',
]);
export const FILE_PURPOSES = all<Schema<'FilePurpose'>>()([
  'lesson_note',
  'flip_class',
  'assignment_image',
  'avatar',
  'student_photo',
  'signature',
  'campus_image',
  'school_logo',
]);
export const LESSON_NOTE_STATUSES = all<Schema<'LessonNoteStatus'>>()(['not_approved', 'approved']);
/** A lesson note and a flip class are one kind of row (the purposes of their files). */
export const LESSON_NOTE_KINDS = ['lesson_note', 'flip_class'] as const;
export const AUDIENCES = all<Schema<'AnnouncementAudience'>>()([
  'all',
  'staff',
  'students',
  'roles',
]);
export const ASSIGNMENT_QUESTION_TYPES = all<Schema<'AssignmentQuestionType'>>()([
  'objective',
  'theory',
]);
export const ASSIGNMENT_STATUSES = all<Schema<'AssignmentStatus'>>()(['unpublished', 'published']);
export const MESSAGE_STATUSES = all<Schema<'MessageStatus'>>()([
  'queued',
  'sent',
  'delivered',
  'failed',
  'dead',
]);
export const MESSAGE_CHANNELS = all<Schema<'MessageChannel'>>()(['email', 'sms', 'whatsapp']);
export const PROVIDER_CHANNELS = all<Schema<'ProviderChannel'>>()(['sms', 'whatsapp']);
export const MESSAGE_PROVIDERS = all<Schema<'MessageProvider'>>()(['termii', 'whatsapp_cloud']);
export const MESSAGE_EVENTS = all<Schema<'MessageEvent'>>()([
  'password_reset',
  'one_time_password',
  'result_released',
  'invoice_issued',
  'payment_received',
  'payment_reversed',
  'announcement_published',
  'assignment_published',
  'assignment_marked',
  'student_absent',
  'guardian_invitation',
]);
export const ATTENDANCE_MARKS = all<Schema<'AttendanceMark'>>()([
  'present',
  'absent',
  'late',
  'excused',
]);
export const ATTENDANCE_DAY_SESSIONS = all<Schema<'AttendanceDaySession'>>()([
  'morning',
  'afternoon',
]);
export const GUARDIAN_RELATIONSHIPS = all<Schema<'GuardianRelationship'>>()([
  'mother',
  'father',
  'guardian',
  'sponsor',
]);
export const ONLINE_PAYMENT_PROVIDERS = all<Schema<'OnlinePaymentProvider'>>()([
  'paystack',
  'flutterwave',
]);
export const ONLINE_PAYMENT_STATUSES = all<Schema<'OnlinePaymentStatus'>>()([
  'initialized',
  'paid',
  'credited',
  'failed',
  'unmatched',
]);
