import type { FieldErrors } from '@schoolmates/sdk';
import type { FieldSpec, FormValues } from '../../../components/record-form.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';

export const campusFields: FieldSpec[] = [
  { name: 'name', label: 'Campus name', type: 'text', required: true, maxLength: 120 },
  { name: 'email', label: 'Email', type: 'email', required: true, half: true },
  {
    name: 'phoneno',
    label: 'Phone',
    type: 'tel',
    required: true,
    half: true,
    pattern: '^\\+?[0-9 \\(\\)\\-]{7,20}$',
    hint: 'e.g. 0803 123 4567',
  },
  { name: 'address', label: 'Address', type: 'text', required: true },
  { name: 'state', label: 'State', type: 'text', required: true, half: true },
  {
    name: 'campus_type',
    label: 'Campus type',
    type: 'select',
    half: true,
    options: [
      { value: 'elementary', label: 'Elementary' },
      { value: 'college', label: 'College' },
    ],
  },
  {
    name: 'is_preschool',
    label: 'This campus is a preschool',
    type: 'checkbox',
    hint: 'Preschool campuses use preschools instead of classes.',
  },
];

export interface CampusFormViewProps {
  mode: 'create' | 'edit';
  status: 'loading' | 'error' | 'ready';
  error?: string;
  initial?: FormValues;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}

export function CampusFormView({
  mode,
  status,
  error,
  initial,
  busy,
  errors,
  onSubmit,
  onCancel,
}: CampusFormViewProps) {
  if (status === 'loading') return <LoadingRows columns={2} rows={4} />;
  if (status === 'error')
    return <ErrorState message={error ?? 'This campus could not be found.'} />;
  return (
    <RecordForm
      fields={campusFields}
      initial={initial ?? { campus_type: 'elementary' }}
      busy={busy}
      errors={errors}
      submitLabel={mode === 'create' ? 'Create campus' : 'Save changes'}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
