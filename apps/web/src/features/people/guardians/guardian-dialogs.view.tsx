/**
 * The Guardians page's dialogs (issue 28): add a guardian with their children, change a
 * guardian's contacts, link another child. Each shows the server's 422 messages at their fields.
 */
import { Button, Callout, Checkbox, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useId, useState } from 'react';
import {
  browserPattern,
  contractLimits,
  withContractLimits,
} from '../../../components/contract-limits.ts';
import { asSentence, FieldError, SelectInput, TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { type FieldSpec, type FormValues, RecordForm } from '../../../components/record-form.tsx';
import type {
  Guardian,
  GuardianInput,
  GuardianUpdate,
  Relationship,
  StudentChoice,
} from './guardians.api.ts';

export const relationships: { value: Relationship; label: string }[] = [
  { value: 'mother', label: 'Mother' },
  { value: 'father', label: 'Father' },
  { value: 'guardian', label: 'Guardian' },
  { value: 'sponsor', label: 'Sponsor' },
];

export interface ChildDraft {
  student: StudentChoice;
  relationship: Relationship;
  feeContact: boolean;
}

/** Finding a student to link: what was typed and what it found. */
export interface StudentPicking {
  search: string;
  onSearch: (search: string) => void;
  /** null until two letters are typed. */
  choices: Loadable<StudentChoice[]> | null;
}

/** Messages of the fields no box shows, as sentences. */
const otherMessages = (errors: FieldErrors, shown: (key: string) => boolean) =>
  Object.entries(errors)
    .filter(([key]) => !shown(key))
    .flatMap(([, messages]) => messages.map(asSentence));

function StudentPicker({
  picking,
  chosen,
  onPick,
}: {
  picking: StudentPicking;
  chosen: readonly string[];
  onPick: (student: StudentChoice) => void;
}) {
  const id = useId();
  const { choices } = picking;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Find a student
      </Text>
      <TextField.Root
        id={id}
        type="search"
        placeholder="Name or admission number"
        value={picking.search}
        onChange={(e) => picking.onSearch(e.currentTarget.value)}
      />
      {choices?.status === 'loading' && (
        <Text size="1" color="gray">
          Searching…
        </Text>
      )}
      {choices?.status === 'error' && (
        <Text size="1" color="red" role="alert">
          {choices.message}
        </Text>
      )}
      {choices?.status === 'ready' && choices.data.length === 0 && (
        <Text size="1" color="gray">
          No student matches “{picking.search.trim()}”.
        </Text>
      )}
      {choices?.status === 'ready' && choices.data.length > 0 && (
        <Flex direction="column" gap="1" role="list" aria-label="Students found">
          {choices.data.map((s) => (
            <Flex key={s.id} role="listitem" justify="between" align="center" gap="2">
              <Flex direction="column" minWidth="0">
                <Text size="2" truncate>
                  {s.name}
                </Text>
                <Text size="1" color="gray">
                  {s.detail}
                </Text>
              </Flex>
              <Button
                type="button"
                size="1"
                variant="soft"
                disabled={chosen.includes(s.id)}
                onClick={() => onPick(s)}
                aria-label={`${chosen.includes(s.id) ? 'Chosen' : 'Choose'} ${s.name}`}
              >
                {chosen.includes(s.id) ? 'Chosen' : 'Choose'}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** The chosen children, each with the relationship and whether this guardian pays. */
function ChildrenEditor({
  drafts: children,
  onChange,
  errors,
  picking,
  max = 20,
}: {
  drafts: ChildDraft[];
  onChange: (children: ChildDraft[]) => void;
  errors: FieldErrors;
  picking: StudentPicking;
  max?: number;
}) {
  const set = (i: number, change: Partial<ChildDraft>) =>
    onChange(children.map((c, j) => (j === i ? { ...c, ...change } : c)));
  return (
    <Flex direction="column" gap="3">
      {children.map((c, i) => (
        <Flex
          key={c.student.id}
          direction="column"
          gap="2"
          p="2"
          style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
        >
          <Flex justify="between" align="center" gap="2">
            <Flex direction="column" minWidth="0">
              <Text size="2" weight="medium" truncate>
                {c.student.name}
              </Text>
              <Text size="1" color="gray">
                {c.student.detail}
              </Text>
            </Flex>
            <Button
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              onClick={() => onChange(children.filter((_, j) => j !== i))}
              aria-label={`Remove ${c.student.name}`}
            >
              Remove
            </Button>
          </Flex>
          <Flex gap="3" align="end" wrap="wrap">
            <div style={{ minWidth: 150 }}>
              <SelectInput
                label={`What they are to ${c.student.name}`}
                name={`children.${i}.relationship`}
                value={c.relationship}
                onValueChange={(v) => set(i, { relationship: v as Relationship })}
                options={relationships}
                errors={errors}
                required
              />
            </div>
            <Text as="label" size="2">
              <Flex gap="2" align="center" pb="2">
                <Checkbox
                  checked={c.feeContact}
                  onCheckedChange={(v) => set(i, { feeContact: v === true })}
                />
                Fee contact
              </Flex>
            </Text>
          </Flex>
        </Flex>
      ))}
      {children.length < max && (
        <StudentPicker
          picking={picking}
          chosen={children.map((c) => c.student.id)}
          onPick={(student) => {
            onChange([...children, { student, relationship: 'guardian', feeContact: false }]);
            picking.onSearch('');
          }}
        />
      )}
      <FieldError id="children-error" messages={errors.children} />
    </Flex>
  );
}

export interface AddGuardianDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Children the dialog starts with (the student page's own student). */
  initialChildren?: ChildDraft[];
  picking: StudentPicking;
  busy: boolean;
  errors: FieldErrors;
  /** Why the last try failed, when no field says (409: the e-mail is a staff member's). */
  failure: string | null;
  /** The guardian the school already had with that e-mail or phone: linked, not added. */
  matched: Guardian | null;
  onSubmit: (body: GuardianInput) => void;
}

const limit = (name: string) => {
  const l = contractLimits('GuardianInput', name);
  return {
    minLength: l.minLength,
    maxLength: l.maxLength,
    pattern: l.pattern === undefined ? undefined : browserPattern(l.pattern),
  };
};

function AddGuardianForm(props: AddGuardianDialogProps) {
  const [children, setChildren] = useState<ChildDraft[]>(props.initialChildren ?? []);
  const { errors } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const optional = (name: string) => text(name) || null;
    props.onSubmit({
      surname: text('surname'),
      firstname: text('firstname'),
      email: optional('email'),
      phone: optional('phone'),
      whatsapp: optional('whatsapp'),
      children: children.map((c) => ({
        student_id: c.student.id,
        relationship: c.relationship,
        fee_contact: c.feeContact,
      })),
    });
  };
  const boxes = ['surname', 'firstname', 'email', 'phone', 'whatsapp'];
  const others = otherMessages(
    errors,
    (key) => boxes.includes(key) || key === 'children' || /^children\.\d+\.relationship$/.test(key),
  );
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
          <TextInput
            label="Surname"
            name="surname"
            required
            errors={errors}
            {...limit('surname')}
          />
          <TextInput
            label="First name"
            name="firstname"
            required
            errors={errors}
            {...limit('firstname')}
          />
        </Flex>
        <TextInput
          label="Phone"
          name="phone"
          type="tel"
          errors={errors}
          hint="They sign in with their phone or e-mail: give at least one."
          {...limit('phone')}
        />
        <TextInput label="E-mail" name="email" type="email" errors={errors} {...limit('email')} />
        <TextInput
          label="WhatsApp (when not the phone)"
          name="whatsapp"
          type="tel"
          errors={errors}
          {...limit('whatsapp')}
        />
        <Text size="2" weight="medium">
          Children
        </Text>
        <ChildrenEditor
          drafts={children}
          onChange={setChildren}
          errors={errors}
          picking={props.picking}
        />
        {(props.failure || others.length > 0) && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{[props.failure, ...others].filter(Boolean).join(' ')}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" justify="end" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={props.busy} disabled={children.length === 0}>
            Add guardian
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** Add a guardian to one or more students; a guardian the school already has is matched. */
export function AddGuardianDialog(props: AddGuardianDialogProps) {
  const { matched } = props;
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{matched ? 'Matched an existing guardian' : 'Add guardian'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {matched
            ? 'The school already had a guardian with this phone or e-mail, so they are linked, not added twice.'
            : 'A new guardian is sent an invitation to choose a password.'}
        </Dialog.Description>
        {matched ? (
          <Flex direction="column" gap="3">
            <Callout.Root color="blue" role="status">
              <Callout.Text>
                {matched.firstname} {matched.surname} ({matched.phone ?? matched.email}) is now
                linked to {matched.children.map((c) => c.student_fullname).join(', ')}.
              </Callout.Text>
            </Callout.Root>
            <Flex justify="end">
              <Dialog.Close>
                <Button>Done</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : (
          <AddGuardianForm {...props} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const contactFields: FieldSpec[] = withContractLimits('GuardianUpdate', [
  { name: 'surname', label: 'Surname', type: 'text', required: true, half: true },
  { name: 'firstname', label: 'First name', type: 'text', required: true, half: true },
  { name: 'phone', label: 'Phone', type: 'tel', half: true },
  { name: 'email', label: 'E-mail', type: 'email', half: true },
  { name: 'whatsapp', label: 'WhatsApp (when not the phone)', type: 'tel' },
]);

/** The form's values as the change to send: a cleared contact is null. */
export function contactUpdate(values: FormValues): GuardianUpdate {
  const text = (name: string) => String(values[name] ?? '').trim();
  return {
    surname: text('surname'),
    firstname: text('firstname'),
    email: text('email') || null,
    phone: text('phone') || null,
    whatsapp: text('whatsapp') || null,
  };
}

/** A guardian's name and contacts, changed. */
export function ContactsDialog(props: {
  guardian: Guardian | null;
  onClose: () => void;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (body: GuardianUpdate) => void;
}) {
  const g = props.guardian;
  return (
    <Dialog.Root open={g !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Edit contacts</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {g ? `${g.firstname} ${g.surname}` : ''} signs in with the phone or e-mail kept here.
        </Dialog.Description>
        {g && (
          <RecordForm
            fields={contactFields}
            initial={{
              surname: g.surname,
              firstname: g.firstname,
              phone: g.phone ?? '',
              email: g.email ?? '',
              whatsapp: g.whatsapp ?? '',
            }}
            busy={props.busy}
            errors={props.errors}
            submitLabel="Save contacts"
            onSubmit={(values) => props.onSubmit(contactUpdate(values))}
            onCancel={props.onClose}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function LinkChildForm(props: LinkChildDialogProps) {
  const [children, setChildren] = useState<ChildDraft[]>([]);
  const child = children[0];
  const others = otherMessages(props.errors, (key) => key === 'relationship');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (child) props.onSubmit(child);
      }}
    >
      <Flex direction="column" gap="3">
        <ChildrenEditor
          drafts={children}
          onChange={setChildren}
          errors={{ 'children.0.relationship': props.errors.relationship ?? [] }}
          picking={props.picking}
          max={1}
        />
        {(props.failure || others.length > 0) && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{[props.failure, ...others].filter(Boolean).join(' ')}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={props.busy} disabled={!child}>
            Link child
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export interface LinkChildDialogProps {
  guardian: Guardian | null;
  onClose: () => void;
  picking: StudentPicking;
  busy: boolean;
  errors: FieldErrors;
  failure: string | null;
  onSubmit: (child: ChildDraft) => void;
}

/** Another child for a guardian. */
export function LinkChildDialog(props: LinkChildDialogProps) {
  const g = props.guardian;
  return (
    <Dialog.Root open={g !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Link a child</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {g ? `${g.firstname} ${g.surname}` : ''} reads the child’s released results and fees from
          their next visit.
        </Dialog.Description>
        {g && <LinkChildForm {...props} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
