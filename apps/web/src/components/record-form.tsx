import { Button, Card, Checkbox, Flex, Grid, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import { asSentence, FieldError, SelectInput, TextAreaInput, TextInput } from './form.tsx';

export type FieldSpec =
  | {
      name: string;
      label: string;
      /** `textarea`: a multi-line box for long text (no `pattern`: a textarea has none). */
      type: 'text' | 'textarea' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number';
      required?: boolean;
      hint?: string;
      placeholder?: string;
      pattern?: string;
      minLength?: number;
      maxLength?: number;
      /** Lowest and highest value: a number, or a date/time as the input writes it. */
      min?: number | string;
      max?: number | string;
      half?: boolean;
      readOnly?: boolean;
    }
  | {
      name: string;
      label: string;
      type: 'select';
      /** The choices; a function when they depend on another field (a class's arms). */
      options: Options | ((values: FormValues) => Options);
      required?: boolean;
      half?: boolean;
      placeholder?: string;
    }
  | {
      name: string;
      label: string;
      type: 'checkbox';
      hint?: string;
      /** Shown only while this holds (a choice that only one answer of another field needs). */
      shownWhen?: (values: FormValues) => boolean;
    };

export type FormValues = Record<string, string | boolean>;

/** A text field's value, or null when it was left empty. */
export const textOrNull = (value: string | boolean | undefined) =>
  typeof value === 'string' && value !== '' ? value : null;
type Options = readonly { value: string; label: string }[];

const optionsOf = (f: Extract<FieldSpec, { type: 'select' }>, values: FormValues) =>
  typeof f.options === 'function' ? f.options(values) : f.options;

export interface RecordFormProps {
  fields: FieldSpec[];
  initial?: FormValues;
  busy: boolean;
  errors: FieldErrors;
  submitLabel: string;
  onSubmit: (values: FormValues) => void;
  onCancel?: () => void;
  disabled?: boolean;
}

/**
 * A form from field specs, with the browser checking what the server checks (required, type,
 * pattern, length) and the server's 422 messages under each field.
 */
export function RecordForm({
  fields,
  initial = {},
  busy,
  errors,
  submitLabel,
  onSubmit,
  onCancel,
  disabled,
}: RecordFormProps) {
  const [values, setValues] = useState<FormValues>(() => {
    const start: FormValues = {};
    for (const f of fields) start[f.name] = initial[f.name] ?? (f.type === 'checkbox' ? false : '');
    return start;
  });
  // A choice that the new value took away (the arm of another class) is cleared.
  const set = (name: string, value: string | boolean) =>
    setValues((v) => {
      const next = { ...v, [name]: value };
      for (const f of fields) {
        if (f.type !== 'select' || typeof f.options !== 'function' || next[f.name] === '') continue;
        if (!optionsOf(f, next).some((o) => o.value === next[f.name])) next[f.name] = '';
      }
      return next;
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const out: FormValues = {};
    for (const f of fields) {
      const v = values[f.name];
      out[f.name] = typeof v === 'string' ? v.trim() : (v ?? false);
    }
    onSubmit(out);
  };
  const unknownErrors = Object.entries(errors).filter(
    ([key]) => !fields.some((f) => f.name === key),
  );
  return (
    <Card size="3">
      <form onSubmit={submit}>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {fields.map((f) => {
            if (f.type === 'checkbox') {
              if (f.shownWhen && !f.shownWhen(values)) return null;
              return (
                <Flex key={f.name} direction="column" gap="1" gridColumn="1 / -1">
                  <Text as="label" size="2">
                    <Flex gap="2" align="center">
                      <Checkbox
                        name={f.name}
                        checked={values[f.name] === true}
                        onCheckedChange={(c) => set(f.name, c === true)}
                        disabled={disabled}
                      />
                      {f.label}
                    </Flex>
                  </Text>
                  {f.hint && (
                    <Text size="1" color="gray">
                      {f.hint}
                    </Text>
                  )}
                  <FieldError id={`${f.name}-error`} messages={errors[f.name]} />
                </Flex>
              );
            }
            const span = f.half ? undefined : '1 / -1';
            if (f.type === 'select') {
              return (
                <Flex key={f.name} direction="column" gridColumn={span}>
                  <SelectInput
                    label={f.label}
                    name={f.name}
                    value={String(values[f.name] ?? '')}
                    onValueChange={(v) => set(f.name, v)}
                    options={optionsOf(f, values)}
                    placeholder={f.placeholder}
                    required={f.required}
                    errors={errors}
                    disabled={disabled}
                  />
                </Flex>
              );
            }
            if (f.type === 'textarea') {
              return (
                <Flex key={f.name} direction="column" gridColumn={span}>
                  <TextAreaInput
                    label={f.label}
                    name={f.name}
                    value={String(values[f.name] ?? '')}
                    onChange={(e) => set(f.name, e.currentTarget.value)}
                    required={f.required}
                    hint={f.hint}
                    placeholder={f.placeholder}
                    minLength={f.minLength}
                    maxLength={f.maxLength}
                    readOnly={f.readOnly}
                    errors={errors}
                    disabled={disabled}
                  />
                </Flex>
              );
            }
            return (
              <Flex key={f.name} direction="column" gridColumn={span}>
                <TextInput
                  label={f.label}
                  name={f.name}
                  type={f.type}
                  value={String(values[f.name] ?? '')}
                  onChange={(e) => set(f.name, e.currentTarget.value)}
                  required={f.required}
                  hint={f.hint}
                  placeholder={f.placeholder}
                  pattern={f.pattern}
                  minLength={f.minLength}
                  maxLength={f.maxLength}
                  min={f.min}
                  max={f.max}
                  readOnly={f.readOnly}
                  // A secret box holds a key to store, never the person's own saved password.
                  autoComplete={f.type === 'password' ? 'new-password' : undefined}
                  errors={errors}
                  disabled={disabled}
                />
              </Flex>
            );
          })}
        </Grid>
        {unknownErrors.length > 0 && (
          <Text as="p" color="red" size="2" mt="3" role="alert">
            {unknownErrors.flatMap(([, m]) => m.map(asSentence)).join(' ')}
          </Text>
        )}
        <Flex gap="3" justify="end" mt="5">
          {onCancel && (
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
