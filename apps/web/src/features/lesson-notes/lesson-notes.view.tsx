import { Badge, Button, Card, Flex, Heading, Progress, Text, TextArea } from '@radix-ui/themes';
import type { LessonNoteKind } from '@schoolmates/machines/lesson-notes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type ReactNode, useId, useState } from 'react';
import { withContractLimits } from '../../components/contract-limits.ts';
import { FieldError } from '../../components/form.tsx';
import type { Loadable } from '../../components/queries.ts';
import { type FieldSpec, type FormValues, RecordForm } from '../../components/record-form.tsx';
import { EmptyState, ErrorState, LoadingRows } from '../../components/states.tsx';
import type { NoteHistoryEntry, NoteRow } from './lesson-notes.api.ts';

export const KIND_WORDS: Record<LessonNoteKind, [singular: string, plural: string]> = {
  lessonNote: ['lesson note', 'lesson notes'],
  flipClass: ['flip class', 'flip classes'],
};

const STATUS = {
  approved: { color: 'green', label: 'Approved' },
  sent_back: { color: 'red', label: 'Sent back' },
  awaiting: { color: 'amber', label: 'Awaiting approval' },
} as const;

/**
 * Where a note stands: a not-approved note with a comment was sent back (the comment is the
 * reason; an edit clears it, submitting the note again), without one it awaits approval.
 */
export function noteStanding(note: Pick<NoteRow, 'status' | 'comment'>): keyof typeof STATUS {
  if (note.status === 'approved') return 'approved';
  return note.comment ? 'sent_back' : 'awaiting';
}

export function NoteStatusBadge({ note }: { note: Pick<NoteRow, 'status' | 'comment'> }) {
  const { color, label } = STATUS[noteStanding(note)];
  return (
    <Badge color={color} variant="soft" radius="full">
      {label}
    </Badge>
  );
}

/** A YouTube or Vimeo link as an embedded player; any other https link as a link. */
export function embedUrl(videoUrl: string): string | null {
  const url = new URL(videoUrl);
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && url.searchParams.get('v')) {
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(url.searchParams.get('v') ?? '')}`;
  }
  if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed${url.pathname}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname)) {
    return `https://player.vimeo.com/video${url.pathname}`;
  }
  return null;
}

function Video({ url }: { url: string }) {
  const embed = embedUrl(url);
  if (!embed) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        Watch the lesson video
      </a>
    );
  }
  return (
    <iframe
      title="Lesson video"
      src={embed}
      width="100%"
      height="240"
      style={{ border: 0, maxWidth: 480 }}
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
      sandbox="allow-scripts allow-same-origin allow-presentation"
    />
  );
}

/** One note: its plan, file, status and the reviewer's comment; `actions` below. */
export function NoteCard({
  note,
  onOpenFile,
  actions,
}: {
  note: NoteRow;
  onOpenFile: (fileId: string) => void;
  actions?: ReactNode;
}) {
  const fileId = note.file_id;
  return (
    <Card aria-label={`Note ${note.topic}`}>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="3">
            {note.topic}
          </Heading>
          <NoteStatusBadge note={note} />
        </Flex>
        <Text size="2" color="gray">
          {note.class_name} · {note.subject} · Week {note.week} · {note.date_from} to {note.date_to}{' '}
          · by {note.submitted_by}
        </Text>
        <Text size="2" style={{ whiteSpace: 'pre-wrap' }}>
          {note.description}
        </Text>
        {note.specific_objectives && (
          <Text size="2">
            <strong>Objectives:</strong> {note.specific_objectives}
          </Text>
        )}
        {note.methodology && (
          <Text size="2">
            <strong>Methodology:</strong> {note.methodology}
          </Text>
        )}
        {note.content && (
          <Card variant="surface" aria-label="The note">
            <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
              {note.content}
            </Text>
          </Card>
        )}
        {note.video_url && <Video url={note.video_url} />}
        {note.comment && (
          <Text size="2" color={note.status === 'approved' ? 'green' : 'red'}>
            <strong>
              {note.status === 'approved' ? 'Reviewer’s comment:' : 'Why it was sent back:'}
            </strong>{' '}
            {note.comment}
          </Text>
        )}
        <Flex gap="3" align="center" wrap="wrap">
          {fileId && (
            <Button size="1" variant="soft" onClick={() => onOpenFile(fileId)}>
              Open {note.file_name}
            </Button>
          )}
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The notes of a week in their four states. */
export function NoteListView({
  kind,
  notes,
  onOpenFile,
  actionsFor,
  onRetry,
}: {
  kind: LessonNoteKind;
  notes: Loadable<NoteRow[]>;
  onOpenFile: (fileId: string) => void;
  actionsFor?: (note: NoteRow) => ReactNode;
  onRetry?: () => void;
}) {
  const [, plural] = KIND_WORDS[kind];
  if (notes.status === 'loading') return <LoadingRows columns={2} rows={3} />;
  if (notes.status === 'error') return <ErrorState message={notes.message} onRetry={onRetry} />;
  if (notes.data.length === 0) {
    return (
      <EmptyState
        title={`No ${plural} for this week`}
        description="Choose another class, subject or week, or write one."
        icon="book"
      />
    );
  }
  return (
    <Flex direction="column" gap="3">
      {notes.data.map((note) => (
        <NoteCard
          key={note.queryId}
          note={note}
          onOpenFile={onOpenFile}
          actions={actionsFor?.(note)}
        />
      ))}
    </Flex>
  );
}

/**
 * The plan fields of a note (the lesson plan schools use), long ones multi-line; a lesson note
 * may be typed here instead of uploaded (`content`), a flip class adds the video.
 */
export function noteFields(kind: LessonNoteKind): FieldSpec[] {
  const text = (name: string, label: string, required = false): FieldSpec => ({
    name,
    label,
    type: 'text',
    required,
  });
  const long = (name: string, label: string, required = false, hint?: string): FieldSpec => ({
    name,
    label,
    type: 'textarea',
    required,
    hint,
  });
  return withContractLimits(kind === 'flipClass' ? 'FlipClassInput' : 'LessonNoteInput', [
    text('topic', 'Topic', true),
    long('description', 'Description', true),
    { name: 'date_from', label: 'From', type: 'date', required: true, half: true },
    { name: 'date_to', label: 'To', type: 'date', required: true, half: true },
    text('sub_topic', 'Sub-topic'),
    long('specific_objectives', 'Specific objectives'),
    long('previous_lesson', 'Previous lesson'),
    long('previous_knowledge', 'Previous knowledge'),
    long('set_induction', 'Set induction'),
    long('methodology', 'Methodology'),
    long('teaching_aid', 'Teaching aid'),
    ...(kind === 'flipClass'
      ? [
          {
            name: 'video_url',
            label: 'Video link (https)',
            type: 'text',
          } satisfies FieldSpec,
        ]
      : [
          long(
            'content',
            'The note, typed',
            false,
            'Type the note here, upload its file above, or both.',
          ),
        ]),
  ]);
}

/** A note's form values; text fields left empty are not sent. */
export function noteValues(note: NoteRow | undefined): FormValues {
  const values: FormValues = {};
  if (!note) return values;
  for (const f of noteFields(note.video_url === undefined ? 'lessonNote' : 'flipClass')) {
    values[f.name] = String((note as Record<string, unknown>)[f.name] ?? '');
  }
  return values;
}

export const ACCEPTED_FILES =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

/**
 * The form to write or change a note: the plan fields and the file. On create a flip class
 * needs its file; a lesson note needs its file or its typed content.
 */
export function NoteFormView({
  kind,
  initial,
  fileRequired,
  busy,
  progress = null,
  errors,
  onSubmit,
  onCancel,
}: {
  kind: LessonNoteKind;
  initial?: FormValues;
  fileRequired: boolean;
  busy: boolean;
  /** The share of the file sent (0 to 1) while it uploads. */
  progress?: number | null;
  errors: FieldErrors;
  onSubmit: (values: FormValues, file: File | null) => void;
  onCancel?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const typeable = kind === 'lessonNote';
  const fileMessages = missing
    ? [
        typeable
          ? 'Choose the file of the note, or type the note below'
          : 'Choose the file of the note',
      ]
    : (errors.file ?? errors.file_id);
  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor="note-file">
          File (PDF, DOC, DOCX, JPG or PNG, up to 10 MB){fileRequired && !typeable ? ' *' : ''}
        </Text>
        <input
          id="note-file"
          name="file"
          type="file"
          accept={ACCEPTED_FILES}
          aria-invalid={fileMessages ? true : undefined}
          aria-describedby={fileMessages ? 'note-file-error' : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <FieldError id="note-file-error" messages={fileMessages} />
        {progress !== null && (
          <Flex align="center" gap="2" role="status">
            <Progress
              value={Math.round(progress * 100)}
              max={100}
              aria-label="Upload progress"
              style={{ maxWidth: 240 }}
            />
            <Text size="1" color="gray">
              Uploading {file?.name}: {Math.round(progress * 100)}%
            </Text>
          </Flex>
        )}
      </Flex>
      <RecordForm
        fields={noteFields(kind)}
        initial={initial}
        busy={busy}
        errors={errors}
        submitLabel={initial ? 'Save changes' : `Submit ${KIND_WORDS[kind][0]}`}
        onCancel={onCancel}
        onSubmit={(values) => {
          if (fileRequired && !file && !(typeable && values.content)) {
            setMissing(true);
            return;
          }
          onSubmit(values, file);
        }}
      />
    </Flex>
  );
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const HISTORY_WORDS: Record<NoteHistoryEntry['action'], string> = {
  submit: 'Submitted',
  edit: 'Edited and submitted again',
  approve: 'Approved',
  unapprove: 'Sent back',
};

/** A lesson note's history, oldest first: who did what, when, and the reason of a send-back. */
export function NoteHistoryView({ entries }: { entries: Loadable<NoteHistoryEntry[]> }) {
  if (entries.status === 'loading') return <LoadingRows columns={1} rows={2} />;
  if (entries.status === 'error') return <ErrorState message={entries.message} />;
  return (
    <ol aria-label="History" style={{ margin: 0, paddingLeft: 'var(--space-5)' }}>
      {entries.data.map((e) => (
        <li key={e.queryId}>
          <Text size="2">
            {HISTORY_WORDS[e.action]} by {e.actor}, {when.format(new Date(e.at))}
            {e.comment && <>: “{e.comment}”</>}
          </Text>
        </li>
      ))}
    </ol>
  );
}

/** What the approval shows for one note (a slice of the lessonNoteApproval machine). */
export interface ApprovalPanel {
  busy: 'approving' | 'unapproving' | 'editing' | 'deleting' | null;
  deleted: boolean;
  canApprove: boolean;
  canUnapprove: boolean;
  canEdit: boolean;
  canDelete: boolean;
  error: string | null;
  canRetry: boolean;
}

/**
 * Approve (with an optional comment), send back (the comment is then the reason, required),
 * edit and delete: the buttons the machine allows.
 */
export function ApprovalActionsView({
  panel,
  onApprove,
  onUnapprove,
  onEdit,
  onDelete,
  onRetry,
  onHistory,
}: {
  panel: ApprovalPanel;
  onApprove: (comment: string | null) => void;
  onUnapprove: (reason: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onRetry: () => void;
  /** Shows or hides the note's history (lesson notes keep one). */
  onHistory?: () => void;
}) {
  const [comment, setComment] = useState('');
  const [noReason, setNoReason] = useState(false);
  const reasonId = useId();
  if (panel.deleted) return <Text color="gray">Deleted</Text>;
  // While a review is sent its button stays, busy, with the comment as sent.
  const approving = panel.busy === 'approving';
  const unapproving = panel.busy === 'unapproving';
  const reviewing = panel.canApprove || panel.canUnapprove || approving || unapproving;
  const said = comment.trim() || null;
  return (
    <Flex direction="column" gap="2" width="100%">
      {reviewing && (
        <>
          <TextArea
            aria-label="Comment for the teacher"
            placeholder="Comment for the teacher: optional to approve, the reason to send back"
            value={comment}
            maxLength={1000}
            disabled={panel.busy !== null}
            aria-invalid={noReason || undefined}
            aria-describedby={noReason ? reasonId : undefined}
            onChange={(e) => {
              setComment(e.target.value);
              setNoReason(false);
            }}
          />
          <FieldError
            id={reasonId}
            messages={noReason ? ['Say why the note goes back to the teacher'] : undefined}
          />
        </>
      )}
      <Flex gap="2" align="center" wrap="wrap">
        {(panel.canApprove || approving) && (
          <Button size="1" loading={approving} onClick={() => onApprove(said)}>
            Approve
          </Button>
        )}
        {(panel.canUnapprove || unapproving) && (
          <Button
            size="1"
            color="amber"
            variant="soft"
            loading={unapproving}
            onClick={() => (said ? onUnapprove(said) : setNoReason(true))}
          >
            Send back
          </Button>
        )}
        {panel.canEdit && (
          <Button size="1" variant="soft" disabled={panel.busy !== null} onClick={onEdit}>
            Edit
          </Button>
        )}
        {panel.canDelete && (
          <Button
            size="1"
            color="red"
            variant="ghost"
            loading={panel.busy === 'deleting'}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
        {onHistory && (
          <Button size="1" variant="ghost" color="gray" onClick={onHistory}>
            History
          </Button>
        )}
      </Flex>
      {panel.error && (
        <Flex gap="2" align="center">
          <Text color="red" size="2" role="alert">
            {panel.error}
          </Text>
          {panel.canRetry && (
            <Button size="1" variant="ghost" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
