import type { LessonNoteKind } from '@schoolmates/machines/lesson-notes';
import { type Flat, flatten, type Schema, type SchoolmatesClient, unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useChange } from '../../components/mutations.ts';
import { uploadFileWithProgress } from '../../components/upload.ts';
import { useApi } from '../../lib/api.tsx';

/**
 * A lesson note or a flip class as listed (a lesson note has no `video_url`, a flip class no
 * typed `content`).
 */
export type NoteRow = Flat<Omit<Schema<'LessonNoteAttributes'>, 'content'>> & {
  content?: string | null;
  video_url?: string | null;
};

/** The week of notes a screen shows. */
export interface NoteWeek {
  kind: LessonNoteKind;
  classId: string;
  subjectId: string;
  week: number;
  term: Schema<'Term'>;
  session: string;
}

export const notesKey = ['lesson-notes'] as const;

export function useNotes(week: NoteWeek | null) {
  const client = useApi();
  return useQuery({
    queryKey: [...notesKey, week],
    enabled: week !== null,
    queryFn: async (): Promise<NoteRow[]> => {
      if (!week) return [];
      const path = {
        class_id: week.classId,
        subject_id: week.subjectId,
        week: week.week,
        term: week.term,
        session: week.session,
      };
      return week.kind === 'flipClass'
        ? flatten(
            (
              await unwrap(
                client.GET('/v2/flipclass/{class_id}/{subject_id}/{week}/{term}/{session}', {
                  params: { path },
                }),
              )
            ).data,
          )
        : flatten(
            (
              await unwrap(
                client.GET('/v2/lessonnote/{class_id}/{subject_id}/{week}/{term}/{session}', {
                  params: { path },
                }),
              )
            ).data,
          );
    },
  });
}

/** One entry of a lesson note's history. */
export type NoteHistoryEntry = Flat<Schema<'LessonNoteHistoryAttributes'>>;

/** A lesson note's history (submitted, sent back with the reason, edited, approved), once asked. */
export function useNoteHistory(noteId: string, enabled: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: [...notesKey, 'history', noteId],
    enabled,
    queryFn: async (): Promise<NoteHistoryEntry[]> =>
      flatten(
        (
          await unwrap(
            client.GET('/v2/lessonnote/history/{id}', { params: { path: { id: noteId } } }),
          )
        ).data,
      ),
  });
}

/** The reviewers' filters; empty ones do not narrow. */
export interface ReviewFilters {
  kind: LessonNoteKind;
  classId: string;
  subjectId: string;
  staffId: string;
  week: string;
  term: Schema<'Term'>;
  session: string;
  status: Schema<'LessonNoteStatus'>;
}

export function useReviewQueue(filters: ReviewFilters | null) {
  const client = useApi();
  return useQuery({
    queryKey: [...notesKey, 'review', filters],
    enabled: filters !== null,
    queryFn: async (): Promise<NoteRow[]> => {
      if (!filters) return [];
      const query = {
        class_id: filters.classId || undefined,
        subject_id: filters.subjectId || undefined,
        staff_id: filters.staffId || undefined,
        week: filters.week ? Number(filters.week) : undefined,
        term: filters.term,
        session: filters.session,
        status: filters.status,
      };
      return filters.kind === 'flipClass'
        ? flatten((await unwrap(client.GET('/v2/flipclass/review', { params: { query } }))).data)
        : flatten((await unwrap(client.GET('/v2/lessonnote/review', { params: { query } }))).data);
    },
  });
}

/**
 * What the note form sends: the plan fields and the chosen file (uploaded first); a lesson
 * note may have its typed `content` instead of a file.
 */
export interface NoteDraft {
  fields: Omit<Schema<'FlipClassInput'>, 'file_id'> & { content?: string | null };
  file: File | null;
}

/** Uploads the file, if any (its progress in `progress`, 0 to 1), and creates the note. */
export function useCreateNote(kind: LessonNoteKind) {
  const client = useApi();
  const [progress, setProgress] = useState<number | null>(null);
  const create = useChange(
    notesKey,
    async ({ fields, file }: NoteDraft) => {
      const purpose = kind === 'flipClass' ? 'flip_class' : 'lesson_note';
      let file_id: string | undefined;
      if (file) {
        setProgress(0);
        file_id = await uploadFileWithProgress(file, purpose, setProgress).finally(() =>
          setProgress(null),
        );
      }
      const { video_url, content, ...plan } = fields;
      if (kind === 'flipClass') {
        // The form asks a flip class for its file before it gets here.
        return unwrap(
          client.POST('/v2/flipclass/add', {
            body: { ...plan, video_url, file_id: file_id ?? '' },
          }),
        );
      }
      return unwrap(client.POST('/v2/lessonnote/add', { body: { ...plan, content, file_id } }));
    },
    kind === 'flipClass' ? 'Flip class submitted' : 'Lesson note submitted',
  );
  return { ...create, progress };
}

/**
 * Opens a note's file in a new tab: fetched with the session's token (a plain link would carry
 * none), shown by the browser from a blob URL as the type the server found in its content.
 */
export async function openNoteFile(client: SchoolmatesClient, fileId: string) {
  const tab = window.open('', '_blank');
  const { data, error } = await client.GET('/files/{id}', {
    params: { path: { id: fileId }, query: { disposition: 'inline' } },
    parseAs: 'blob',
  });
  if (error || !(data instanceof Blob)) {
    tab?.close();
    throw new Error('The file could not be opened.');
  }
  const url = URL.createObjectURL(data);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
