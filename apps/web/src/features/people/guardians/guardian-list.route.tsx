import { mayCall } from '@schoolmates/sdk';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.tsx';
import { AddGuardianDialog, ContactsDialog, LinkChildDialog } from './guardian-dialogs.view.tsx';
import { GuardianListView } from './guardian-list.view.tsx';
import {
  failureOf,
  type Guardian,
  useCreateGuardian,
  useGuardians,
  useInviteGuardian,
  useLinkGuardian,
  useStudentPicking,
  useUnlinkGuardian,
  useUpdateGuardian,
} from './guardians.api.ts';

export default function GuardianListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { user } = useAuth();
  const canManage = !!user && mayCall(user.role, 'createGuardian');
  const guardians = useGuardians(search, page);
  const create = useCreateGuardian();
  const update = useUpdateGuardian();
  const link = useLinkGuardian();
  const unlink = useUnlinkGuardian();
  const invite = useInviteGuardian();
  const picking = useStudentPicking();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Guardian | null>(null);
  const [linking, setLinking] = useState<Guardian | null>(null);

  const onSearch = useCallback(
    (q: string) => setParams(q ? { q } : {}, { replace: true }),
    [setParams],
  );
  const rows: Loadable<Guardian[]> = guardians.isPending
    ? { status: 'loading' }
    : guardians.isError
      ? { status: 'error', message: guardians.error.message }
      : { status: 'ready', data: guardians.data.rows };
  const busy = invite.isPending
    ? (invite.variables ?? null)
    : unlink.isPending && unlink.variables
      ? `${unlink.variables.id}:${unlink.variables.studentId}`
      : null;
  return (
    <>
      <GuardianListView
        rows={rows}
        meta={guardians.data?.meta ?? null}
        search={search}
        canManage={canManage}
        busy={busy}
        onSearch={onSearch}
        onPage={(p) => setParams({ ...(search ? { q: search } : {}), page: String(p) })}
        onAdd={() => {
          create.reset();
          picking.onSearch('');
          setAdding(true);
        }}
        onEdit={(g) => {
          update.reset();
          setEditing(g);
        }}
        onLink={(g) => {
          link.reset();
          picking.onSearch('');
          setLinking(g);
        }}
        onUnlink={(g, c) =>
          unlink.mutate(
            { id: g.id, studentId: c.student_id, studentName: c.student_fullname },
            { onError: (e) => toast.error(e.message) },
          )
        }
        onInvite={(g) => invite.mutate(g.id)}
        onRetry={() => void guardians.refetch()}
      />
      <AddGuardianDialog
        open={adding}
        onOpenChange={setAdding}
        picking={picking}
        busy={create.isPending}
        errors={fieldErrorsOf(create.error)}
        failure={failureOf(create.error)}
        matched={create.data?.matched ? create.data.data : null}
        onSubmit={(body) =>
          create.mutate(body, { onSuccess: (answer) => !answer.matched && setAdding(false) })
        }
      />
      <ContactsDialog
        guardian={editing}
        onClose={() => setEditing(null)}
        busy={update.isPending}
        errors={
          update.error && !Object.keys(fieldErrorsOf(update.error)).length
            ? { '': [update.error.message] }
            : fieldErrorsOf(update.error)
        }
        onSubmit={(body) =>
          editing && update.mutate({ id: editing.id, body }, { onSuccess: () => setEditing(null) })
        }
      />
      <LinkChildDialog
        guardian={linking}
        onClose={() => setLinking(null)}
        picking={picking}
        busy={link.isPending}
        errors={fieldErrorsOf(link.error)}
        failure={failureOf(link.error)}
        onSubmit={(child) =>
          linking &&
          link.mutate(
            {
              id: linking.id,
              studentId: child.student.id,
              relationship: child.relationship,
              feeContact: child.feeContact,
            },
            { onSuccess: () => setLinking(null) },
          )
        }
      />
    </>
  );
}
