/**
 * Every form's limits are the contract's: a box never lets a person type more than the server
 * accepts (nor refuses what it accepts), and every pattern is one a browser can compile.
 */
import { fieldLimits } from '@schoolmates/sdk';
import { describe, expect, it } from 'vitest';
import { browserPattern, type ContractSchema } from '../components/contract-limits.ts';
import type { FieldSpec } from '../components/record-form.tsx';
import { announcementFields } from '../features/announcements/announcements.view.tsx';
import { bankFields } from '../features/finance/banks/banks.view.tsx';
import { noteFields } from '../features/lesson-notes/lesson-notes.view.tsx';
import { channelFields } from '../features/messages/message-channels.view.tsx';
import { contactFields } from '../features/people/guardians/guardian-dialogs.view.tsx';
import { staffFields } from '../features/people/staff/staff-form.route.tsx';
import { studentFields } from '../features/people/students/student-form.view.tsx';
import { periodFields } from '../features/setup/academic/academic-period.view.tsx';
import { campusFields } from '../features/setup/campus/campus-form.view.tsx';
import { classFields } from '../features/setup/classes/classes.view.tsx';
import { departmentFields } from '../features/setup/departments/departments.view.tsx';
import { preschoolFields } from '../features/setup/preschools/preschools.view.tsx';
import { subjectFields } from '../features/setup/subjects/subjects.view.tsx';

const forms: [string, ContractSchema, FieldSpec[]][] = [
  ['campus', 'CampusInput', campusFields],
  ['department', 'DepartmentInput', departmentFields],
  ['class', 'ClassInput', classFields([{ value: '1', label: 'Main' }])],
  ['subject', 'SubjectInput', subjectFields],
  ['preschool', 'PreschoolInput', preschoolFields],
  ['academic period', 'AcademicPeriodInput', periodFields],
  ['announcement', 'AnnouncementInput', announcementFields],
  ['bank', 'BankInput', bankFields],
  ['lesson note', 'LessonNoteInput', noteFields('lessonNote')],
  ['flip class', 'FlipClassInput', noteFields('flipClass')],
  ['staff', 'StaffInput', staffFields([], [])],
  ['guardian contacts', 'GuardianUpdate', contactFields],
  ['SMS', 'MessageChannelInput', channelFields('sms', null)],
  ['WhatsApp', 'MessageChannelInput', channelFields('whatsapp', null)],
  [
    'student',
    'StudentInput',
    studentFields({
      campuses: null,
      classes: [],
      sessions: [],
      autoNumber: false,
      today: '2026-01-01',
    }),
  ],
];

type Limits = {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

describe.each(forms)('the %s form', (_name, schema, fields) => {
  const limits = fieldLimits[schema] as Record<string, Limits>;
  const boxes = fields.flatMap((f) => (f.type === 'select' || f.type === 'checkbox' ? [] : [f]));

  it.each(boxes.map((f) => [f.name, f] as const))(
    '%s allows what the contract allows',
    (name, f) => {
      const contract = limits[name] ?? {};
      expect(f.maxLength).toBe(contract.maxLength);
      expect(f.minLength).toBe(contract.minLength);
      expect(f.pattern).toBe(
        contract.pattern === undefined ? undefined : browserPattern(contract.pattern),
      );
      if (f.type === 'number') {
        expect(f.min).toBe(contract.minimum);
        expect(f.max).toBe(contract.maximum);
      }
      if (f.pattern !== undefined) {
        // as Chromium compiles an input's pattern; an invalid one is logged and skipped
        expect(() => new RegExp(`^(?:${f.pattern})$`, 'v')).not.toThrow();
      }
    },
  );
});
