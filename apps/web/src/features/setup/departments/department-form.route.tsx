import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf } from '../../../components/form.tsx';
import { FormScreen, formStatus } from '../../../components/form-screen.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDepartments, useSaveDepartment } from './departments.api.ts';
import { departmentFields } from './departments.view.tsx';

export default function DepartmentFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useDepartments();
  const save = useSaveDepartment(id);
  const record = list.data?.find((d) => d.queryId === id);
  return (
    <FormScreen
      fields={departmentFields}
      mode={id ? 'edit' : 'create'}
      noun="department"
      status={formStatus(id, list.isPending, record !== undefined)}
      initial={
        record
          ? { department_name: record.department_name, department_id: record.department_id }
          : undefined
      }
      busy={save.isPending}
      errors={fieldErrorsOf(save.error)}
      onCancel={() => navigate(paths.departments)}
      onSubmit={(v) =>
        save.mutate(
          { department_name: String(v.department_name), department_id: String(v.department_id) },
          { onSuccess: () => navigate(paths.departments) },
        )
      }
    />
  );
}
