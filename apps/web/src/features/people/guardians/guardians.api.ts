/** The school's parents and guardians (issue 28): one hook per call, with its query key. */
import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { toast } from '../../../lib/toast.tsx';

export const guardiansKey = ['guardians'] as const;
export type Guardian = Schema<'Guardian'>;
export type GuardianInput = Schema<'GuardianInput'>;
export type GuardianUpdate = Schema<'GuardianUpdate'>;
export type Relationship = Schema<'GuardianRelationship'>;
export const perPage = 20;

/**
 * After a change: the guardians on screen are read again, and the ones cached for another
 * screen (the Guardians page, a student's page) dropped, since the app never refetches on mount.
 */
async function refreshGuardians(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: guardiansKey, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: guardiansKey });
}

/** A call that changes guardians: refreshes them and says so. */
function useGuardianChange<Input, Output>(
  call: (input: Input) => Promise<Output>,
  success: string | ((input: Input) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_, input) => {
      await refreshGuardians(queryClient);
      toast.success(typeof success === 'string' ? success : success(input));
    },
  });
}

/** A page of guardians (of one student with `studentId`), searched by name, e-mail or phone. */
export function useGuardians(search: string, page: number, studentId?: string) {
  const client = useApi();
  return useQuery({
    queryKey: [...guardiansKey, { search, page, studentId }],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/guardians', {
          params: {
            query: {
              page,
              per_page: perPage,
              ...(search ? { search } : {}),
              ...(studentId ? { student_id: studentId } : {}),
            },
          },
        }),
      );
      return { rows: answer.data, meta: answer.meta };
    },
  });
}

/** A student found by the picker: who, and their class. */
export interface StudentChoice {
  id: string;
  name: string;
  detail: string;
}

/** Students matching what was typed (two letters or more), for linking to a guardian. */
export function useStudentChoices(search: string) {
  const client = useApi();
  const typed = search.trim();
  return useQuery({
    queryKey: ['student', 'choices', typed],
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<StudentChoice[]> => {
      const answer = await unwrap(
        client.GET('/student', { params: { query: { search: typed, per_page: 8, page: 1 } } }),
      );
      return flatten(answer.data).map((s) => ({
        id: s.queryId,
        name: s.fullname,
        detail: [s.admission_number, s.present_class, s.sub_class].filter(Boolean).join(' · '),
      }));
    },
  });
}

/** Adds a guardian, or links the one the school has with that e-mail or phone (`matched`). */
export function useCreateGuardian() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianInput) => unwrap(client.POST('/guardians', { body })),
    onSuccess: async (answer) => {
      await refreshGuardians(queryClient);
      if (answer.message) toast.success(answer.message);
    },
  });
}

export function useUpdateGuardian() {
  const client = useApi();
  return useGuardianChange(
    (input: { id: string; body: GuardianUpdate }) =>
      unwrap(
        client.PATCH('/guardians/{id}', { params: { path: { id: input.id } }, body: input.body }),
      ),
    'Guardian saved',
  );
}

export function useLinkGuardian() {
  const client = useApi();
  return useGuardianChange(
    (input: { id: string; studentId: string; relationship: Relationship; feeContact: boolean }) =>
      unwrap(
        client.PUT('/guardians/{id}/children/{student_id}', {
          params: { path: { id: input.id, student_id: input.studentId } },
          body: { relationship: input.relationship, fee_contact: input.feeContact },
        }),
      ),
    'Guardian linked',
  );
}

export function useUnlinkGuardian() {
  const client = useApi();
  return useGuardianChange(
    (input: { id: string; studentId: string; studentName: string }) =>
      unwrap(
        client.DELETE('/guardians/{id}/children/{student_id}', {
          params: { path: { id: input.id, student_id: input.studentId } },
        }),
      ),
    (input) => `Unlinked from ${input.studentName}`,
  );
}

/** Sends the invitation again; the server says whether anything reaches the guardian. */
export function useInviteGuardian() {
  const client = useApi();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(client.POST('/guardians/{id}/invitation', { params: { path: { id } } })),
    onSuccess: (answer) => toast(answer.message ?? 'Invitation sent.', 'success'),
    onError: (error) => toast.error(error.message),
  });
}

/** Why a call failed when no field says (a 409, a 404), or null. */
export function failureOf(error: Error | null) {
  if (!error || Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return error.message;
}

/** The student search of a dialog's picker. */
export function useStudentPicking() {
  const [search, setSearch] = useState('');
  const choices = useStudentChoices(search);
  return {
    search,
    onSearch: setSearch,
    choices: (search.trim().length < 2
      ? null
      : choices.isPending
        ? { status: 'loading' }
        : choices.isError
          ? { status: 'error', message: choices.error.message }
          : { status: 'ready', data: choices.data }) as Loadable<StudentChoice[]> | null,
  };
}
