import type { Schema } from '@schoolmates/sdk';
import { formatDate, type SchoolInfo } from '../report-card/report-card.tsx';

export interface PreschoolCardData {
  school: SchoolInfo;
  result: Schema<'PreschoolResultAttributes'>;
}

/** A preschool report sheet: attendance, topic ratings, activities and comments; no arithmetic. */
export function PreschoolReportCard({ data }: { data: PreschoolCardData }) {
  const { school, result: r } = data;
  const sections = [
    ['Evaluation report', r.evaluation_report],
    ['Cognitive development', r.cognitive_development],
  ] as const;
  return (
    <article className="sm-report" aria-label={`Report card of ${r.student_fullname}`}>
      <header className="sm-report-head">
        {school.logo ? <img src={school.logo} alt={`${school.name} logo`} /> : <span />}
        <div>
          <div className="sm-report-school">{school.name}</div>
          {school.motto && <div>({school.motto})</div>}
          {school.address && <div>{school.address}</div>}
        </div>
        {r.student_image ? <img src={r.student_image} alt={r.student_fullname} /> : <span />}
      </header>
      <h2 className="sm-report-title">
        Pupil's report · {r.term}, {r.session}
      </h2>
      <dl className="sm-report-details">
        {[
          ["Pupil's name", r.student_fullname],
          ['Admission no.', r.admission_number],
          ['Class', r.class_name],
          ['Pupils in class', String(r.total_no_in_class)],
        ].map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="sm-report-section">Attendance record</h3>
      <table>
        <tbody>
          <tr>
            <th>School opened</th>
            <td className="sm-num">{r.school_opened ?? '–'}</td>
            <th>Present</th>
            <td className="sm-num">{r.times_present ?? '–'}</td>
            <th>Absent</th>
            <td className="sm-num">{r.times_absent ?? '–'}</td>
          </tr>
        </tbody>
      </table>
      {sections.map(([title, subjects]) =>
        subjects.length === 0 ? null : (
          <div key={title}>
            <h3 className="sm-report-section">{title}</h3>
            <table>
              <tbody>
                {subjects.flatMap((s) =>
                  s.topics.map((t, i) => (
                    <tr key={`${s.subject_id}|${t.topic}`}>
                      <td>{i === 0 ? <strong>{s.subject}</strong> : ''}</td>
                      <td>{t.topic}</td>
                      <td>{t.score}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        ),
      )}
      {r.extra_curricular_activities.length > 0 && (
        <>
          <h3 className="sm-report-section">Extra-curricular activities</h3>
          <p style={{ margin: '0 0 8px' }}>
            {r.extra_curricular_activities
              .map((a) => `${a.value ? '☑' : '☐'} ${a.name}`)
              .join('    ')}
          </p>
        </>
      )}
      <h3 className="sm-report-section">Class teacher's comment</h3>
      <div className="sm-report-comment">{r.teacher_comment ?? ''}</div>
      <h3 className="sm-report-section">Head of nursery's comment</h3>
      <div className="sm-report-comment">{r.hos_comment ?? ''}</div>
      <footer className="sm-report-foot">
        <span>
          <strong>Term ends:</strong> {formatDate(r.session_ends)}
        </span>
        <span>
          <strong>Next term begins:</strong> {formatDate(r.session_resumes)}
        </span>
      </footer>
    </article>
  );
}
