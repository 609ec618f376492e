import { withContractLimits } from '../../../components/contract-limits.ts';
import type { FieldSpec, FormValues } from '../../../components/record-form.tsx';

type Options = { value: string; label: string }[];

/** A class the student may be placed in: its campus and the arms the school gave it. */
export interface ClassChoice {
  value: string;
  label: string;
  campusId: string;
  arms: readonly string[];
}

export interface StudentFormChoices {
  /** Offered only to a superadmin adding a student: the campus decides the classes. */
  campuses: Options | null;
  classes: readonly ClassChoice[];
  sessions: Options;
  autoNumber: boolean;
  /** `YYYY-MM-DD`: a date of birth may not be later. */
  today: string;
}

export function studentFields({
  campuses,
  classes,
  sessions,
  autoNumber,
  today,
}: StudentFormChoices): FieldSpec[] {
  const classesOf = (v: FormValues) =>
    campuses ? classes.filter((c) => c.campusId === v.campus_id) : classes;
  const armsOf = (v: FormValues) =>
    (classes.find((c) => c.value === v.class_id)?.arms ?? []).map((a) => ({ value: a, label: a }));
  const fields: FieldSpec[] = [
    { name: 'firstname', label: 'First name', type: 'text', required: true, half: true },
    { name: 'surname', label: 'Surname', type: 'text', required: true, half: true },
    { name: 'middlename', label: 'Middle name', type: 'text', half: true },
    {
      name: 'gender',
      label: 'Gender',
      type: 'select',
      required: true,
      half: true,
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
      ],
    },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true, half: true, max: today },
    {
      name: 'admission_number',
      label: 'Admission number',
      type: 'text',
      half: true,
      required: !autoNumber,
      hint: autoNumber
        ? 'Leave empty: the next number is given automatically'
        : 'Unique in the school',
    },
    ...(campuses
      ? [
          {
            name: 'campus_id',
            label: 'Campus',
            type: 'select',
            required: true,
            options: campuses,
            placeholder: 'Choose a campus',
          } satisfies FieldSpec,
        ]
      : []),
    {
      name: 'class_id',
      label: 'Class',
      type: 'select',
      required: true,
      half: true,
      options: (v) => classesOf(v).map(({ value, label }) => ({ value, label })),
      placeholder: 'Choose a class',
    },
    {
      name: 'sub_class',
      label: 'Arm',
      type: 'select',
      half: true,
      options: armsOf,
      placeholder: 'Choose an arm',
    },
    {
      name: 'session_admitted',
      label: 'Session admitted',
      type: 'select',
      required: true,
      half: true,
      options: sessions,
    },
    { name: 'state', label: 'State of origin', type: 'text', half: true },
    { name: 'phone_number', label: "Parent's phone", type: 'tel', half: true },
    { name: 'email_address', label: 'Email', type: 'email', half: true },
    { name: 'home_address', label: 'Home address', type: 'text' },
  ];
  return withContractLimits('StudentInput', fields);
}
