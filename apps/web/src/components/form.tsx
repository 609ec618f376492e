import { Flex, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { ApiError } from '@schoolmates/sdk';
import { type ComponentProps, type ReactNode, useId } from 'react';

/** Field messages of a failed call (422), keyed by field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : {};
}

/** A server reason ("must not be empty") as a sentence under its field ("Must not be empty."). */
export function asSentence(reason: string): string {
  const text = reason.trim();
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

export function FieldError({ id, messages }: { id: string; messages?: string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {messages.map(asSentence).join(' ')}
    </Text>
  );
}

type InputProps = Omit<ComponentProps<typeof TextField.Root>, 'children'>;

export interface TextInputProps extends InputProps {
  label: string;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

/** A labelled box (its `control` gets the id and the message wiring), hint or messages beneath. */
function LabelledBox({
  label,
  name,
  errors,
  hint,
  required,
  control,
}: {
  label: string;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
  required?: boolean;
  control: (wiring: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    color: 'red' | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const messages = errors?.[name];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {required && (
          <Text color="red" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Text>
      {control({
        id,
        'aria-invalid': messages ? true : undefined,
        'aria-describedby': messages ? `${id}-error` : undefined,
        color: messages ? 'red' : undefined,
      })}
      {hint && !messages && (
        <Text size="1" color="gray">
          {hint}
        </Text>
      )}
      <FieldError id={`${id}-error`} messages={messages} />
    </Flex>
  );
}

/** A labelled text field with its server messages beneath. */
export function TextInput({ label, name, errors, hint, required, ...rest }: TextInputProps) {
  return (
    <LabelledBox
      {...{ label, name, errors, hint, required }}
      control={(wiring) => <TextField.Root name={name} required={required} {...wiring} {...rest} />}
    />
  );
}

export interface TextAreaInputProps
  extends Omit<ComponentProps<typeof TextArea>, 'children' | 'color'> {
  label: string;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

/** A labelled multi-line box for long text, with its server messages beneath. */
export function TextAreaInput({
  label,
  name,
  errors,
  hint,
  required,
  ...rest
}: TextAreaInputProps) {
  return (
    <LabelledBox
      {...{ label, name, errors, hint, required }}
      control={(wiring) => (
        <TextArea
          name={name}
          required={required}
          rows={4}
          resize="vertical"
          {...wiring}
          {...rest}
        />
      )}
    />
  );
}

export interface SelectInputProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  errors?: FieldErrors;
  required?: boolean;
  disabled?: boolean;
}

export function SelectInput({
  label,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  errors,
  required,
  disabled,
}: SelectInputProps) {
  const id = useId();
  const messages = errors?.[name];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {required && (
          <Text color="red" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Select.Root
        name={name}
        value={value}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
      >
        <Select.Trigger
          id={id}
          placeholder={placeholder ?? 'Choose…'}
          aria-invalid={messages ? true : undefined}
          color={messages ? 'red' : undefined}
        />
        <Select.Content position="popper">
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <FieldError id={`${id}-error`} messages={messages} />
    </Flex>
  );
}

/** Reads a form's text fields; empty strings become undefined so optional fields stay out. */
export function formValues(form: HTMLFormElement): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value === 'string') values[key] = value.trim() === '' ? undefined : value.trim();
  }
  return values;
}

/**
 * Splits a 422's list messages (`entries.3.time_in`, `student_ids.0`) by the id sent at that
 * index: `{ [id]: { time_in: [...] } }` (the bare `student_ids.0` lands under `''`). Messages
 * that name no index stay in `rest`.
 */
export function errorsByIndex(
  errors: FieldErrors,
  list: string,
  ids: readonly string[],
): { byId: Record<string, FieldErrors>; rest: FieldErrors } {
  const byId: Record<string, FieldErrors> = {};
  const rest: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)(?:\\.(.+))?$`).exec(key);
    const id = match ? ids[Number(match[1])] : undefined;
    if (id === undefined) {
      rest[key] = messages;
      continue;
    }
    const field = match?.[2] ?? '';
    byId[id] = { ...byId[id], [field]: messages };
  }
  return { byId, rest };
}
