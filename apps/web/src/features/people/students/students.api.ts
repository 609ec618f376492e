import type { PromotionStudent } from '@schoolmates/machines/people';
import { flatten, type Schema, unwrap } from '@schoolmates/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useChange, useSave } from '../../../components/mutations.ts';
import { useApi } from '../../../lib/api.tsx';
import { activeStudentsOf } from '../../../lib/lookups.ts';
import type { ImportRow } from '../../../lib/sheet-import.ts';
import { allPages, exportPageSize } from '../../../lib/spreadsheet.ts';

export const studentsKey = ['student'] as const;
export type Student = ReturnType<typeof flatten<Schema<'StudentAttributes'>>>;
export const perPage = 20;

export function useStudents(search: string, page: number, classId = '') {
  const client = useApi();
  return useQuery({
    queryKey: [...studentsKey, { search, page, classId }],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const answer = await unwrap(
        client.GET('/student', {
          params: {
            query: {
              page,
              per_page: perPage,
              ...(search ? { search } : {}),
              ...(classId ? { class_id: classId } : {}),
            },
          },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    },
  });
}

/** Every student the list's search finds, all pages, for an export. */
export function useAllStudents() {
  const client = useApi();
  return (search: string, classId = '') =>
    allPages(async (page) => {
      const answer = await unwrap(
        client.GET('/student', {
          params: {
            query: {
              page,
              per_page: exportPageSize,
              ...(search ? { search } : {}),
              ...(classId ? { class_id: classId } : {}),
            },
          },
        }),
      );
      return { rows: flatten(answer.data), meta: answer.meta };
    });
}

export function useToggleStudent() {
  const client = useApi();
  return useChange(
    studentsKey,
    (s: { queryId: string; status: string; fullname: string }) => {
      const params = { params: { path: { id: s.queryId } } };
      return s.status === 'disabled'
        ? unwrap(client.PATCH('/enablestudent/{id}', params))
        : unwrap(client.PATCH('/disablestudent/{id}', params));
    },
    (s) => (s.status === 'disabled' ? `${s.fullname} enabled` : `${s.fullname} disabled`),
  );
}

export const admissionNumberKey = ['admission-number-settings'] as const;

/** The school's admission-number settings; `fresh` reads them again (the next number moves on). */
export function useAdmissionNumberSettings(enabled: boolean, schoolId: string, fresh = false) {
  const client = useApi();
  return useQuery({
    queryKey: admissionNumberKey,
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    queryFn: async () =>
      flatten(
        (
          await unwrap(
            client.GET('/admission-number/settings/{school_id}', {
              params: { path: { school_id: schoolId } },
            }),
          )
        ).data,
      ),
  });
}

/** Saves whether admission numbers are generated (and from what); the answer is them as saved. */
export function useSaveAdmissionNumberSettings() {
  const client = useApi();
  return useSave(
    admissionNumberKey,
    async (body: Schema<'AdmissionNumberSettingsInput'>) =>
      flatten((await unwrap(client.POST('/admission-number/settings', { body }))).data),
    (body) =>
      body.auto_generate
        ? 'Admission numbers are generated from now on'
        : 'Admission numbers are typed from now on',
  );
}

/** Adds a student (the answer holds their one-time password) or changes one. */
export function useSaveStudent(id: string | undefined) {
  const client = useApi();
  return useChange(
    studentsKey,
    async (body: Schema<'StudentInput'>) =>
      id
        ? unwrap(client.PATCH('/student/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/student', { body })),
    id ? 'Student updated' : 'Student added',
  );
}

/** The student import: a dry run (what would be refused), or the import itself. */
export function useImportStudents() {
  const client = useApi();
  return (rows: ImportRow[], dryRun: boolean) =>
    unwrap(client.POST('/student/import', { body: { dry_run: dryRun, rows } }));
}

/** The active students of a class arm, to promote or graduate; asked for once it is chosen. */
export function useStudentsToPromote(classId: string, arm: string, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: [...studentsKey, 'promotion', classId, arm],
    enabled,
    queryFn: async () =>
      (await activeStudentsOf(client, classId, arm)).map(
        (s): PromotionStudent => ({
          id: s.queryId,
          fullname: s.fullname,
          admission_number: s.admission_number,
        }),
      ),
  });
}
