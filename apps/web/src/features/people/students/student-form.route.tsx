import { Flex } from '@radix-ui/themes';
import { flatten, type Schema } from '@schoolmates/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen } from '../../../components/form-screen.tsx';
import { cachedRow } from '../../../components/queries.ts';
import { textOrNull } from '../../../components/record-form.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { today } from '../../../lib/dates.ts';
import {
  sessionOptions,
  useCampusList,
  useClasses,
  useCurrentAcademicPeriod,
} from '../../../lib/lookups.ts';
import { paths } from '../../../lib/paths.ts';
import { StudentGuardians } from '../guardians/student-guardians.tsx';
import { type CreatedLogin, OneTimePasswordView } from '../one-time-password.view.tsx';
import { type ClassChoice, studentFields } from './student-form.view.tsx';
import {
  type Student,
  studentsKey,
  useAdmissionNumberSettings,
  useSaveStudent,
} from './students.api.ts';

export default function StudentFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classes = useClasses();
  const { user } = useAuth();
  const numbering = useAdmissionNumberSettings(
    user !== null && user.role !== 'teacher',
    user?.sch_id ?? '',
  );
  // Only a superadmin adding a student chooses the campus; an edit keeps the student's own.
  const choosesCampus = !id && user?.role === 'superadmin';
  const campuses = useCampusList(choosesCampus);
  const current = useCurrentAcademicPeriod();
  const [created, setCreated] = useState<CreatedLogin | null>(null);
  const [formKey, setFormKey] = useState(0);
  const record = id ? cachedRow<Student>(queryClient, studentsKey, id) : undefined;
  const save = useSaveStudent(id);
  if (created) {
    return (
      <OneTimePasswordView
        login={created}
        listPath={paths.students}
        listLabel="Back to students"
        onAnother={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  }
  const classChoices: ClassChoice[] = (classes.data ?? [])
    .filter((c) => !record || c.campus_id === record.campus_id)
    .map((c) => ({
      value: c.queryId,
      label: c.class_name,
      campusId: c.campus_id,
      arms: c.sub_class,
    }));
  const session = current.data?.session ?? null;
  const sessions = sessionOptions(new Date(), session);
  const pending =
    classes.isPending ||
    numbering.isPending ||
    current.isPending ||
    (choosesCampus && campuses.isPending);
  return (
    <Flex direction="column" gap="6">
      <FormScreen
        key={formKey}
        fields={studentFields({
          campuses: choosesCampus
            ? (campuses.data ?? []).map((c) => ({ value: c.queryId, label: c.name }))
            : null,
          classes: classChoices,
          sessions,
          autoNumber: numbering.data?.auto_generate ?? false,
          today: today(),
        })}
        mode={id ? 'edit' : 'create'}
        noun="student"
        status={pending ? 'loading' : id && !record ? 'error' : 'ready'}
        error={
          id && !record
            ? 'Open this student from the student list to edit them.'
            : classes.error?.message
        }
        initial={
          record
            ? {
                firstname: record.firstname,
                surname: record.surname,
                middlename: record.middlename ?? '',
                gender: record.gender,
                dob: record.dob,
                admission_number: record.admission_number,
                class_id: record.class_id ?? '',
                sub_class: record.sub_class ?? '',
                session_admitted: record.session_admitted,
                state: record.state ?? '',
                phone_number: record.phone_number ?? '',
                email_address: record.email_address ?? '',
                home_address: record.home_address ?? '',
              }
            : {
                session_admitted: session ?? sessions[3]?.value ?? '',
                ...(choosesCampus && user ? { campus_id: user.campus_id } : {}),
              }
        }
        busy={save.isPending}
        errors={fieldErrorsOf(save.error)}
        onCancel={() => navigate(paths.students)}
        onSubmit={(v) => {
          const body: Schema<'StudentInput'> = {
            firstname: String(v.firstname),
            surname: String(v.surname),
            middlename: textOrNull(v.middlename),
            gender: v.gender as Schema<'Gender'>,
            dob: String(v.dob),
            class_id: String(v.class_id),
            sub_class: textOrNull(v.sub_class),
            session_admitted: String(v.session_admitted),
            state: textOrNull(v.state),
            phone_number: textOrNull(v.phone_number),
            email_address: textOrNull(v.email_address),
            home_address: textOrNull(v.home_address),
            ...(textOrNull(v.admission_number)
              ? { admission_number: String(v.admission_number) }
              : {}),
            ...(choosesCampus ? { campus_id: String(v.campus_id) } : {}),
          };
          save.mutate(body, {
            onSuccess: (answer) => {
              if (id) {
                navigate(paths.students);
                return;
              }
              const s = flatten((answer as Schema<'StudentCreatedItem'>).data);
              setCreated({
                fullname: s.fullname,
                username: s.username,
                one_time_password: s.one_time_password,
              });
            },
          });
        }}
      />
      {id && record && (
        // The student's parents and guardians (issue 28), beside the details.
        <StudentGuardians
          student={{
            id,
            name: record.fullname,
            detail: [record.admission_number, record.present_class, record.sub_class]
              .filter(Boolean)
              .join(' · '),
          }}
        />
      )}
    </Flex>
  );
}
