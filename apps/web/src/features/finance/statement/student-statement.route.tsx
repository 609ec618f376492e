import { unwrap } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { loadable } from '../../../components/queries.ts';
import { useApi } from '../../../lib/api.tsx';
import { financeKeys } from '../finance.api.ts';
import { StudentStatementView } from './student-statement.view.tsx';

/** A student's statement across terms, from the Students Account list. */
export default function StudentStatementRoute() {
  const { studentId = '' } = useParams();
  const client = useApi();
  const statement = useQuery({
    queryKey: [...financeKeys.invoices, 'statement', studentId],
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/student-statement/{student_id}', {
            params: { path: { student_id: studentId } },
          }),
        )
      ).data,
  });
  return (
    <StudentStatementView
      statement={loadable(statement)}
      onRetry={() => void statement.refetch()}
    />
  );
}
