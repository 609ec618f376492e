import { useParams } from 'react-router';
import { loadable } from '../../../components/queries.ts';
import { useStudentStatement } from '../finance.api.ts';
import { StudentStatementView } from './student-statement.view.tsx';

/** A student's statement across terms, from the Students Account list. */
export default function StudentStatementRoute() {
  const { studentId = '' } = useParams();
  const statement = useStudentStatement(studentId);
  return (
    <StudentStatementView
      statement={loadable(statement)}
      onRetry={() => void statement.refetch()}
    />
  );
}
