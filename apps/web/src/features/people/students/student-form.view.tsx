import type { FieldSpec } from '../../../components/record-form.tsx';

type Options = { value: string; label: string }[];

export function studentFields(
  classes: Options,
  sessions: Options,
  autoNumber: boolean,
): FieldSpec[] {
  return [
    {
      name: 'firstname',
      label: 'First name',
      type: 'text',
      required: true,
      half: true,
      maxLength: 60,
    },
    { name: 'surname', label: 'Surname', type: 'text', required: true, half: true, maxLength: 60 },
    { name: 'middlename', label: 'Middle name', type: 'text', half: true, maxLength: 60 },
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
    { name: 'dob', label: 'Date of birth', type: 'date', required: true, half: true },
    {
      name: 'admission_number',
      label: 'Admission number',
      type: 'text',
      half: true,
      maxLength: 40,
      required: !autoNumber,
      hint: autoNumber
        ? 'Leave empty: the next number is given automatically'
        : 'Unique in the school',
    },
    {
      name: 'class_id',
      label: 'Class',
      type: 'select',
      required: true,
      half: true,
      options: classes,
      placeholder: 'Choose a class',
    },
    {
      name: 'sub_class',
      label: 'Arm',
      type: 'text',
      half: true,
      maxLength: 10,
      placeholder: 'e.g. A',
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
    {
      name: 'phone_number',
      label: "Parent's phone",
      type: 'tel',
      half: true,
      pattern: '^\\+?[0-9 \\(\\)\\-]{7,20}$',
    },
    { name: 'email_address', label: 'Email', type: 'email', half: true },
    { name: 'home_address', label: 'Home address', type: 'text' },
  ];
}
