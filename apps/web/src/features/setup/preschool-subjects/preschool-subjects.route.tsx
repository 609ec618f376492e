import { useState } from 'react';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { loadable } from '../../../components/queries.ts';
import {
  useDeletePreschoolSubject,
  usePreschoolSubjects,
  useSavePreschoolSubject,
} from './preschool-subjects.api.ts';
import { type PreschoolSubject, PreschoolSubjectsView } from './preschool-subjects.view.tsx';

export default function PreschoolSubjectsRoute() {
  const [period, setPeriod] = useChosenPeriod();
  const [editing, setEditing] = useState<PreschoolSubject | null>(null);
  const [formKey, setFormKey] = useState(0);
  const subjects = usePreschoolSubjects(period);
  const save = useSavePreschoolSubject(period);
  const remove = useDeletePreschoolSubject();
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
