import { Button, Card, Flex, Grid, Text, TextArea } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { FieldError, TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { SimpleListView } from '../../../components/simple-list.tsx';

export interface CommentRow {
  queryId: string;
  hos_comment: string;
  hos_fullname: string;
  score_from: number;
  score_to: number;
}

export interface CommentInput {
  hos_comment: string;
  score_from: number;
  score_to: number;
}

export interface CommentsViewProps {
  rows: Loadable<CommentRow[]>;
  saving: boolean;
  errors: FieldErrors;
  /** `id` null adds a comment; otherwise changes that one. */
  onSave: (id: string | null, input: CommentInput) => void;
  onDelete: (row: CommentRow) => void;
  onRetry?: () => void;
}

const blank = { hos_comment: '', score_from: '', score_to: '' };

/** The principal's comment bank: each comment suits a range of student averages. */
export function CommentsView(props: CommentsViewProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState(blank);
  const from = Number(form.score_from);
  const to = Number(form.score_to);
  const rangeError =
    form.score_from !== '' && form.score_to !== '' && from > to
      ? ['“From” is above “to”']
      : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave(editing, { hos_comment: form.hos_comment.trim(), score_from: from, score_to: to });
    setEditing(null);
    setForm(blank);
  };
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <form onSubmit={submit} aria-label={editing ? 'Change comment' : 'Add a comment'}>
          <Grid columns={{ initial: '1', sm: '4' }} gap="3">
            <TextInput
              label="Average from"
              name="score_from"
              type="number"
              min={0}
              max={100}
              required
              value={form.score_from}
              onChange={(e) => setForm({ ...form, score_from: e.currentTarget.value })}
              errors={props.errors}
            />
            <TextInput
              label="Average to"
              name="score_to"
              type="number"
              min={0}
              max={100}
              required
              value={form.score_to}
              onChange={(e) => setForm({ ...form, score_to: e.currentTarget.value })}
              errors={rangeError ? { score_to: rangeError } : props.errors}
            />
            <Flex direction="column" gap="1" gridColumn={{ initial: '1', sm: '1 / -1' }}>
              <Text as="label" htmlFor="hos_comment" size="2" weight="medium">
                Comment
              </Text>
              <TextArea
                id="hos_comment"
                required
                rows={2}
                placeholder="An excellent result. Keep it up!"
                value={form.hos_comment}
                onChange={(e) => setForm({ ...form, hos_comment: e.currentTarget.value })}
              />
              <FieldError id="hos_comment-error" messages={props.errors.hos_comment} />
            </Flex>
          </Grid>
          <Flex justify="end" gap="3" mt="4">
            {editing && (
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={() => {
                  setEditing(null);
                  setForm(blank);
                }}
              >
                Cancel
              </Button>
            )}
            <Button type="submit" loading={props.saving} disabled={rangeError !== undefined}>
              {editing ? 'Save changes' : 'Add comment'}
            </Button>
          </Flex>
        </form>
      </Card>
      <SimpleListView
        label="Principal's comments"
        noun={['comment', 'comments']}
        rows={props.rows}
        icon="note"
        emptyDescription="A report card picks the comment whose range holds the student's average; it can still be edited per student."
        nameOf={(r) => `the comment for ${r.score_from}–${r.score_to}`}
        onDelete={props.onDelete}
        onRetry={props.onRetry}
        extraActions={(r) => (
          <Button
            size="1"
            variant="soft"
            aria-label={`Edit the comment for ${r.score_from}–${r.score_to}`}
            onClick={() => {
              setEditing(r.queryId);
              setForm({
                hos_comment: r.hos_comment,
                score_from: String(r.score_from),
                score_to: String(r.score_to),
              });
            }}
          >
            Edit
          </Button>
        )}
        columns={[
          {
            key: 'range',
            header: 'Average',
            render: (r) => (
              <Text weight="medium">
                {r.score_from}–{r.score_to}
              </Text>
            ),
          },
          { key: 'comment', header: 'Comment', render: (r) => r.hos_comment },
          { key: 'by', header: 'By', render: (r) => r.hos_fullname, wide: true },
        ]}
      />
    </Flex>
  );
}
