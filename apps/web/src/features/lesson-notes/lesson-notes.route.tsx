import { Button, Card, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import type { LessonNoteKind } from '@schoolmates/machines/lesson-notes';
import type { Schema } from '@schoolmates/sdk';
import { useRef, useState } from 'react';
import { fieldErrorsOf, SelectInput } from '../../components/form.tsx';
import { PeriodPicker, useChosenPeriod } from '../../components/period-picker.tsx';
import { loadable } from '../../components/queries.ts';
import { useApi } from '../../lib/api.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useClasses, useSubjects, useTeacherSubjects } from '../../lib/lookups.ts';
import { taughtClasses, taughtSubjects } from '../../lib/taught.ts';
import { toast } from '../../lib/toast.tsx';
import { openNoteFile, useCreateNote, useNotes, useReviewQueue } from './lesson-notes.api.ts';
import { KIND_WORDS, NoteFormView, NoteListView } from './lesson-notes.view.tsx';
import { NoteApprovalRoute } from './note-approval.route.tsx';

/** The reviewers' "every class / subject / teacher / week" choice (a select has no empty value). */
const ANY = 'any';
const narrow = (value: string) => (value === ANY ? '' : value);

const WEEKS = Array.from({ length: 13 }, (_, i) => ({
  value: String(i + 1),
  label: `Week ${i + 1}`,
}));

/**
 * Lesson notes and flip classes. A teacher picks a class, subject and week, writes notes and
 * changes their own; admin and principal get the review queue (awaiting approval unless they
 * ask for approved ones), narrowed by class, subject, teacher and week, and approve or send
 * back with a comment.
 */
export default function LessonNotesRoute() {
  const { user } = useAuth();
  const client = useApi();
  const [period, setPeriod] = useChosenPeriod();
  const [kind, setKind] = useState<LessonNoteKind>('lessonNote');
  const [classId, setClassId] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [week, setWeek] = useState('1');
  const [teacher, setTeacher] = useState(ANY);
  const [status, setStatus] = useState<Schema<'LessonNoteStatus'>>('not_approved');
  // Teachers seen in the queue, so that narrowing to one keeps the others to choose from.
  const seenTeachers = useRef(new Map<string, string>());
  const [writing, setWriting] = useState(false);
  const isTeacher = user?.role === 'teacher';
  // A teacher is offered only what she teaches (the server refuses the rest); reviewers, all.
  const taught = useTeacherSubjects(period.session, isTeacher).data ?? [];
  const classes = useClasses(!isTeacher);
  const subjects = useSubjects(!isTeacher);
  const classOptions = isTeacher
    ? taughtClasses(taught)
    : (classes.data ?? []).map((c) => ({ value: c.queryId, label: c.class_name }));
  const subjectOptions = isTeacher
    ? taughtSubjects(taught, classId)
    : (subjects.data ?? []).map((s) => ({ value: s.queryId, label: s.subject }));
  const chosen =
    isTeacher && classId && subjectId
      ? {
          kind,
          classId,
          subjectId,
          week: Number(week),
          term: period.term as Schema<'Term'>,
          session: period.session,
        }
      : null;
  const weekNotes = useNotes(chosen);
  const queue = useReviewQueue(
    isTeacher
      ? null
      : {
          kind,
          classId: narrow(classId),
          subjectId: narrow(subjectId),
          staffId: narrow(teacher),
          week: narrow(week),
          term: period.term as Schema<'Term'>,
          session: period.session,
          status,
        },
  );
  const notes = isTeacher ? weekNotes : queue;
  const create = useCreateNote(kind);
  if (!user) return null;
  const [singular] = KIND_WORDS[kind];
  const shown = loadable(notes);
  if (shown.status === 'ready') {
    for (const n of shown.data) seenTeachers.current.set(n.staff_id, n.submitted_by);
  }
  const any = (label: string) => (isTeacher ? [] : [{ value: ANY, label }]);

  return (
    <Flex direction="column" gap="4">
      <SegmentedControl.Root value={kind} onValueChange={(v) => setKind(v as LessonNoteKind)}>
        <SegmentedControl.Item value="lessonNote">Lesson notes</SegmentedControl.Item>
        <SegmentedControl.Item value="flipClass">Flip classes</SegmentedControl.Item>
      </SegmentedControl.Root>
      <PeriodPicker value={period} onChange={setPeriod} showPeriod={false}>
        <div style={{ minWidth: 160 }}>
          <SelectInput
            label="Class"
            name="class"
            value={classId}
            placeholder="Choose a class"
            options={[...any('Every class'), ...classOptions]}
            onValueChange={(value) => {
              setClassId(value);
              // a subject she does not teach in the new class is no longer a choice
              if (isTeacher && !taughtSubjects(taught, value).some((o) => o.value === subjectId)) {
                setSubjectId('');
              }
            }}
          />
        </div>
        <div style={{ minWidth: 160 }}>
          <SelectInput
            label="Subject"
            name="subject"
            value={subjectId}
            placeholder="Choose a subject"
            options={[...any('Every subject'), ...subjectOptions]}
            onValueChange={setSubjectId}
          />
        </div>
        <div style={{ minWidth: 120 }}>
          <SelectInput
            label="Week"
            name="week"
            value={week}
            options={WEEKS}
            onValueChange={setWeek}
          />
        </div>
        {!isTeacher && (
          <>
            <div style={{ minWidth: 160 }}>
              <SelectInput
                label="Teacher"
                name="teacher"
                value={teacher}
                options={[
                  { value: ANY, label: 'Every teacher' },
                  ...[...seenTeachers.current].map(([value, label]) => ({ value, label })),
                ]}
                onValueChange={setTeacher}
              />
            </div>
            <div style={{ minWidth: 180 }}>
              <SelectInput
                label="Show"
                name="status"
                value={status}
                options={[
                  { value: 'not_approved', label: 'Awaiting approval' },
                  { value: 'approved', label: 'Approved' },
                ]}
                onValueChange={(v) => setStatus(v as Schema<'LessonNoteStatus'>)}
              />
            </div>
          </>
        )}
      </PeriodPicker>
      {isTeacher && !chosen ? (
        <Text color="gray">Choose a class and a subject to see the {KIND_WORDS[kind][1]}.</Text>
      ) : (
        <>
          {chosen &&
            (writing ? (
              <Card>
                <NoteFormView
                  kind={kind}
                  fileRequired
                  busy={create.isPending}
                  progress={create.progress}
                  errors={fieldErrorsOf(create.error)}
                  onCancel={() => setWriting(false)}
                  onSubmit={(values, file) => {
                    const text = (name: string) => String(values[name] ?? '').trim() || null;
                    create.mutate(
                      {
                        file,
                        fields: {
                          class_id: chosen.classId,
                          subject_id: chosen.subjectId,
                          week: chosen.week,
                          term: chosen.term,
                          session: chosen.session,
                          topic: String(values.topic),
                          description: String(values.description),
                          date_from: String(values.date_from),
                          date_to: String(values.date_to),
                          sub_topic: text('sub_topic'),
                          specific_objectives: text('specific_objectives'),
                          previous_lesson: text('previous_lesson'),
                          previous_knowledge: text('previous_knowledge'),
                          set_induction: text('set_induction'),
                          methodology: text('methodology'),
                          teaching_aid: text('teaching_aid'),
                          video_url: text('video_url'),
                          content: text('content'),
                        },
                      },
                      { onSuccess: () => setWriting(false) },
                    );
                  }}
                />
              </Card>
            ) : (
              <Flex>
                <Button onClick={() => setWriting(true)}>Write a {singular}</Button>
              </Flex>
            ))}
          <NoteListView
            kind={kind}
            notes={shown}
            onRetry={() => void notes.refetch()}
            onOpenFile={(fileId) =>
              openNoteFile(client, fileId).catch((e: Error) => toast.error(e.message))
            }
            actionsFor={(note) => (
              <NoteApprovalRoute
                key={`${note.queryId}-${note.updated_at}`}
                kind={kind}
                role={user.role}
                note={note}
              />
            )}
          />
        </>
      )}
    </Flex>
  );
}
