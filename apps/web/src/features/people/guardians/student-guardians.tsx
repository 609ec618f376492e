/**
 * The Guardians section of a student's page (issue 28): the student's guardians
 * (`listGuardians?student_id=`), adding one with this child, and unlinking.
 */
import { mayCall } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.tsx';
import { AddGuardianDialog } from './guardian-dialogs.view.tsx';
import {
  failureOf,
  type Guardian,
  type StudentChoice,
  useCreateGuardian,
  useGuardians,
  useStudentPicking,
  useUnlinkGuardian,
} from './guardians.api.ts';
import { StudentGuardiansView } from './student-guardians.view.tsx';

export function StudentGuardians({ student }: { student: StudentChoice }) {
  const { user } = useAuth();
  const canManage = !!user && mayCall(user.role, 'createGuardian');
  const guardians = useGuardians('', 1, student.id);
  const create = useCreateGuardian();
  const unlink = useUnlinkGuardian();
  const picking = useStudentPicking();
  const [adding, setAdding] = useState(false);
  const rows: Loadable<Guardian[]> = guardians.isPending
    ? { status: 'loading' }
    : guardians.isError
      ? { status: 'error', message: guardians.error.message }
      : { status: 'ready', data: guardians.data.rows };
  return (
    <>
      <StudentGuardiansView
        studentName={student.name}
        studentId={student.id}
        guardians={rows}
        canManage={canManage}
        busy={unlink.isPending ? (unlink.variables?.id ?? null) : null}
        onAdd={() => {
          create.reset();
          picking.onSearch('');
          setAdding(true);
        }}
        onUnlink={(g) =>
          unlink.mutate(
            { id: g.id, studentId: student.id, studentName: student.name },
            { onError: (e) => toast.error(e.message) },
          )
        }
        onRetry={() => void guardians.refetch()}
      />
      <AddGuardianDialog
        open={adding}
        onOpenChange={setAdding}
        initialChildren={[{ student, relationship: 'guardian', feeContact: false }]}
        picking={picking}
        busy={create.isPending}
        errors={fieldErrorsOf(create.error)}
        failure={failureOf(create.error)}
        matched={create.data?.matched ? create.data.data : null}
        onSubmit={(body) =>
          create.mutate(body, { onSuccess: (answer) => !answer.matched && setAdding(false) })
        }
      />
    </>
  );
}
