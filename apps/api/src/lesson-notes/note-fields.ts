/** What a lesson note's or a flip class's body holds, and the columns it sets. */
import type { components } from '@schoolmates/sdk';
import { toId } from '../http/envelope.ts';
import type { PlanColumns } from './lesson-notes.queries.ts';

type S = components['schemas'];
/** A flip class adds `video_url`; a lesson note may be typed (`content`) instead of uploaded. */
export type NoteInput = S['FlipClassInput'] | S['LessonNoteInput'];
export type NoteUpdate = S['FlipClassUpdate'] | S['LessonNoteUpdate'];
/** The fields either kind's body may hold. */
export type NoteFields = Omit<S['FlipClassUpdate'], 'file_id'> & {
  file_id?: string;
  content?: string | null;
};

/** The lesson plan columns of a body (only the fields sent). */
export function planColumns(body: NoteFields) {
  const columns: PlanColumns = {
    classId: body.class_id === undefined ? undefined : toId(body.class_id),
    subjectId: body.subject_id === undefined ? undefined : toId(body.subject_id),
    week: body.week,
    term: body.term,
    session: body.session,
    topic: body.topic,
    description: body.description,
    dateFrom: body.date_from,
    dateTo: body.date_to,
    subTopic: body.sub_topic,
    specificObjectives: body.specific_objectives,
    previousLesson: body.previous_lesson,
    previousKnowledge: body.previous_knowledge,
    setInduction: body.set_induction,
    methodology: body.methodology,
    teachingAid: body.teaching_aid,
    videoUrl: body.video_url,
    content: body.content,
    fileId: body.file_id === undefined ? undefined : toId(body.file_id),
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, v]) => v !== undefined),
  ) as PlanColumns;
}
