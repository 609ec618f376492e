import { flatten, type Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { withContractLimits } from '../../../components/contract-limits.ts';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen } from '../../../components/form-screen.tsx';
import { cachedRow } from '../../../components/queries.ts';
import { type FieldSpec, textOrNull } from '../../../components/record-form.tsx';
import { useClasses, useDepartmentList } from '../../../lib/lookups.ts';
import { personName } from '../../../lib/names.ts';
import { paths } from '../../../lib/paths.ts';
import { type CreatedLogin, OneTimePasswordView } from '../one-time-password.view.tsx';
import { type Staff, staffKey, useSaveStaff } from './staff.api.ts';

type Options = { value: string; label: string }[];

export function staffFields(departments: Options, classes: Options): FieldSpec[] {
  return withContractLimits('StaffInput', [
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
    {
      name: 'designation_id',
      label: 'Role',
      type: 'select',
      required: true,
      half: true,
      options: [
        { value: '4', label: 'Teacher' },
        { value: '1', label: 'Admin' },
        { value: '3', label: 'Principal' },
        { value: '2', label: 'Account' },
      ],
    },
    {
      name: 'teacher_type',
      label: 'Teacher type',
      type: 'select',
      half: true,
      options: [
        { value: 'class teacher', label: 'Class teacher' },
        { value: 'subject teacher', label: 'Subject teacher' },
      ],
    },
    {
      name: 'department_id',
      label: 'Department',
      type: 'select',
      half: true,
      options: departments,
    },
    { name: 'class_id', label: 'Class', type: 'select', half: true, options: classes },
    { name: 'email', label: 'Email', type: 'email', half: true },
    { name: 'phoneno', label: 'Phone', type: 'tel', half: true },
    { name: 'address', label: 'Address', type: 'text' },
  ]);
}

export default function StaffFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const departments = useDepartmentList();
  const classes = useClasses();
  const [created, setCreated] = useState<CreatedLogin | null>(null);
  const [formKey, setFormKey] = useState(0);
  const record = id ? cachedRow<Staff>(queryClient, staffKey, id) : undefined;
  const save = useSaveStaff(id);
  if (created) {
    return (
      <OneTimePasswordView
        login={created}
        listPath={paths.staffs}
        listLabel="Back to staff"
        onAnother={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  }
  return (
    <FormScreen
      key={formKey}
      fields={staffFields(
        (departments.data ?? []).map((d) => ({ value: d.queryId, label: d.department_name })),
        (classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name })),
      )}
      mode={id ? 'edit' : 'create'}
      noun="staff"
      status={id && !record ? 'error' : 'ready'}
      error="Open this person from the staff list to edit them."
      initial={
        record
          ? {
              firstname: record.firstname,
              surname: record.surname,
              middlename: record.middlename ?? '',
              gender: record.gender,
              designation_id: String(record.designation_id),
              teacher_type: record.teacher_type ?? '',
              department_id: record.department_id ?? '',
              class_id: record.class_id ?? '',
              email: record.email ?? '',
              phoneno: record.phoneno ?? '',
              address: record.address ?? '',
            }
          : undefined
      }
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.staffs)}
      onSubmit={(v) => {
        const body: Schema<'StaffInput'> = {
          firstname: String(v.firstname),
          surname: String(v.surname),
          middlename: textOrNull(v.middlename),
          gender: v.gender as Schema<'Gender'>,
          designation_id: Number(v.designation_id) as Schema<'StaffDesignationInput'>,
          teacher_type: textOrNull(v.teacher_type) as Schema<'StaffTeacherType'> | null,
          department_id: textOrNull(v.department_id),
          class_id: textOrNull(v.class_id),
          email: textOrNull(v.email),
          phoneno: textOrNull(v.phoneno),
          address: textOrNull(v.address),
        };
        save.mutate(body, {
          onSuccess: (answer) => {
            if (id) {
              navigate(paths.staffs);
              return;
            }
            const s = flatten((answer as Schema<'StaffCreatedItem'>).data);
            setCreated({
              fullname: personName(s),
              username: s.username,
              one_time_password: s.one_time_password,
            });
          },
        });
      }}
    />
  );
}
