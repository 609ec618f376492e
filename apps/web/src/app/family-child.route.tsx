import { StudentPerformance } from '../features/assignments/performance.route.tsx';
import { FamilyChildRoute } from '../features/family/family-child.route.tsx';
import MyInvoiceRoute from '../features/finance/my-invoice/my-invoice.route.tsx';
import ResultsRoute from '../features/results/report-card/results.route.tsx';

/**
 * A guardian's child page (issue 28): the child's report cards, assignment performance and
 * fees are the student's own screens, read for the child (features do not import each other, so the app composes them).
 */
export default function FamilyChild() {
  return (
    <FamilyChildRoute
      results={(child) => (
        <ResultsRoute
          key={child.student_id}
          child={{
            id: child.student_id,
            latest: child.latest_result && {
              period: child.latest_result.period,
              term: child.latest_result.term,
              session: child.latest_result.session,
            },
          }}
        />
      )}
      assignments={(child) => (
        <StudentPerformance
          key={child.student_id}
          child={{ id: child.student_id, firstname: child.firstname }}
        />
      )}
      fees={(child) => <MyInvoiceRoute key={child.student_id} studentId={child.student_id} />}
    />
  );
}
