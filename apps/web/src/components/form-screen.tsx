import type { FieldErrors } from '@schoolmates/sdk';
import { type FieldSpec, type FormValues, RecordForm } from './record-form.tsx';
import { ErrorState, LoadingRows } from './states.tsx';

export interface FormScreenProps {
  fields: FieldSpec[];
  mode: 'create' | 'edit';
  noun: string;
  status: 'loading' | 'error' | 'ready';
  error?: string;
  initial?: FormValues;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}

/** A create/edit screen: loading the record, not finding it, or the form. */
export function FormScreen({
  fields,
  mode,
  noun,
  status,
  error,
  initial,
  busy,
  errors,
  onSubmit,
  onCancel,
}: FormScreenProps) {
  if (status === 'loading') return <LoadingRows columns={2} rows={3} />;
  if (status === 'error')
    return <ErrorState message={error ?? `This ${noun} could not be found.`} />;
  return (
    <RecordForm
      fields={fields}
      initial={initial}
      busy={busy}
      errors={errors}
      submitLabel={mode === 'create' ? `Create ${noun}` : 'Save changes'}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

export function formStatus(
  id: string | undefined,
  pending: boolean,
  found: boolean,
): 'loading' | 'error' | 'ready' {
  if (!id) return 'ready';
  if (pending) return 'loading';
  return found ? 'ready' : 'error';
}
