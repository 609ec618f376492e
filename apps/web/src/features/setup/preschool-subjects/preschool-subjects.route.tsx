import { unwrap } from '@schoolmates/sdk';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChange } from '../../../components/mutations.ts';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { preschoolSubjectsKey, usePreschoolSubjects } from './preschool-subjects.api.ts';
import {
  type PreschoolSubject,
  type PreschoolSubjectInput,
  PreschoolSubjectsView,
} from './preschool-subjects.view.tsx';

export default function PreschoolSubjectsRoute() {
  const client = useApi();
  const [period, setPeriod] = useChosenPeriod();
  const [editing, setEditing] = useState<PreschoolSubject | null>(null);
  const [formKey, setFormKey] = useState(0);
  const subjects = usePreschoolSubjects(period);
  const save = useChange(
    preschoolSubjectsKey,
    (input: PreschoolSubjectInput & { id: string | null }) => {
      const { id, ...body } = input;
      return id
        ? unwrap(client.PATCH('/preschoolsubject/{id}', { params: { path: { id } }, body }))
        : unwrap(client.POST('/preschoolsubject', { body: { ...period, ...body } }));
    },
    (input) => (input.id ? `${input.subject} saved` : `${input.subject} added`),
  );
  const remove = useChange(
    preschoolSubjectsKey,
    (row: PreschoolSubject) =>
      unwrap(client.DELETE('/preschoolsubject/{id}', { params: { path: { id: row.queryId } } })),
    (row) => `${row.subject} deleted`,
  );
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <PreschoolSubjectsView
      period={period}
      onPeriodChange={(next) => {
        done();
        setPeriod(next);
      }}
      rows={loadable(subjects)}
      editing={editing}
      onEdit={(row) => {
        save.reset();
        setEditing(row);
      }}
      saving={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onSave={(input) =>
        save.mutate({ ...input, id: editing?.queryId ?? null }, { onSuccess: done })
      }
      deletingId={remove.isPending ? (remove.variables?.queryId ?? null) : null}
      onDelete={(row) =>
        remove.mutate(row, { onSuccess: () => editing?.queryId === row.queryId && done() })
      }
      onRetry={() => void subjects.refetch()}
      formKey={formKey}
    />
  );
}
