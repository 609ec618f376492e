import type { Schema } from '@schoolmates/sdk';
import { compareNames } from '../../../lib/names.ts';
import { ratingTitles } from '../compute/report-details.view.tsx';

export type AnyResult = Schema<'MidTermResultAttributes'> | Schema<'EndTermResultAttributes'>;
export type GradePointBand = Schema<'GradePointAttributes'>;

export interface SchoolInfo {
  name: string;
  logo: string | null;
  address: string | null;
  motto: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

export type Cumulative = Schema<'CumulativeScoreAttributes'>;

export interface ReportCardData {
  school: SchoolInfo;
  result: AnyResult;
  /** The grade-point legend printed as "Academic Rating". */
  gradePoints: GradePointBand[];
  /** The session's term totals per subject (end of term), when they could be read. */
  cumulative?: Cumulative | null;
}

/** Term columns of the cumulative table: the terms of the session up to the result's term. */
export function cumulativeTerms(
  term: AnyResult['term'],
): ('first_term' | 'second_term' | 'third_term')[] {
  const all = ['first_term', 'second_term', 'third_term'] as const;
  return all.slice(0, term === 'First Term' ? 1 : term === 'Second Term' ? 2 : 3);
}

/** The cumulative table's header and rows, shared by the sheet and its PDF. */
export function cumulativeTable(
  c: Cumulative,
  term: AnyResult['term'],
): { header: string[]; rows: string[][] } {
  const terms = cumulativeTerms(term);
  const names = { first_term: '1st term', second_term: '2nd term', third_term: '3rd term' };
  const fig = (v: number | null) => (v === null ? '-' : String(v));
  return {
    header: [
      'Subject',
      ...terms.map((t) => names[t]),
      'Average',
      'Grade',
      'Position',
      'Class avg.',
    ],
    rows: c.subjects.map((s) => [
      s.subject,
      ...terms.map((t) => fig(s[t])),
      String(s.average_score),
      s.grade ?? '–',
      ordinal(s.position),
      String(s.class_average),
    ]),
  };
}

/** Whether the school's sheet settings show a section (by its name in the fixed list). */
export function shows(result: AnyResult, section: string): boolean {
  return result.sheet_sections.some((s) => s.section.toLowerCase() === section.toLowerCase());
}

/**
 * Cards in class-position order: first position first, ties and unplaced students (no
 * position yet) after, by name.
 */
export function inClassOrder<
  T extends { result: Pick<AnyResult, 'position' | 'student_fullname'> },
>(cards: readonly T[]): T[] {
  const rank = (c: T) => c.result.position ?? Number.POSITIVE_INFINITY;
  return [...cards].sort(
    (a, b) =>
      rank(a) - rank(b) || compareNames(a.result.student_fullname, b.result.student_fullname),
  );
}

/**
 * Short column headings for the score components, so a narrow PDF column never breaks a word
 * ("First Assessment" is "FA"): a one-word name of up to six letters stays, others become
 * their words' initials (a number kept whole), made unique; the card prints a key beside.
 */
export function componentHeadings(
  components: readonly { key: string; name: string }[],
): { key: string; short: string; name: string }[] {
  const used = new Set<string>();
  return components.map(({ key, name }) => {
    const words = name.trim().split(/\s+/).filter(Boolean);
    let short =
      words.length === 1 && name.trim().length <= 6
        ? name.trim()
        : words.map((w) => (/^\d+$/.test(w) ? w : w[0]?.toUpperCase())).join('');
    if (used.has(short)) short = `${short}${components.findIndex((c) => c.key === key) + 1}`;
    used.add(short);
    return { key, short, name };
  });
}

/** The period as a card names it. */
export const periodName = (period: AnyResult['period']) =>
  period === 'First Half' ? 'Mid-term' : 'End of term';

/** A name a file can have on every system: no slashes, colons or quotes. */
const fileName = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`;

/** A card's PDF file: student, term, period and session, so mid-term and end of term differ. */
export function reportCardFileName(r: AnyResult): string {
  return fileName(`${r.student_fullname} ${r.term} ${periodName(r.period)} ${r.session}`);
}

/** A class arm's PDF file of cards. */
export function classCardsFileName(
  className: string,
  choice: Pick<AnyResult, 'term' | 'period' | 'session'>,
): string {
  return fileName(
    `${className} report cards ${choice.term} ${periodName(choice.period)} ${choice.session}`,
  );
}

/** A score cell: ABS for absent, a dash when not entered. */
export function scoreText(entry: { score: number | null; absent: boolean } | undefined): string {
  if (!entry) return '–';
  if (entry.absent) return 'ABS';
  return entry.score === null ? '–' : String(entry.score);
}

export function ordinal(n: number | null): string {
  if (n === null) return '–';
  const rem100 = n % 100;
  const suffix = rem100 >= 11 && rem100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// One formatter for every date (toLocaleDateString builds a new one per call).
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// A class's cards print the same two dates: each is formatted once (Intl formatting is slow).
const formatted = new Map<string, string>();

export function formatDate(date: string | null): string {
  if (!date) return '–';
  let text = formatted.get(date);
  if (text === undefined) {
    const d = new Date(`${date}T00:00:00`);
    text = Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
    if (formatted.size >= 1000) formatted.clear();
    formatted.set(date, text);
  }
  return text;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The lines of the student block, shared by the sheet and its PDF. */
export function studentDetails(r: AnyResult): [string, string][] {
  return [
    ["Student's name", r.student_fullname],
    ['Admission no.', r.admission_number],
    ['Class', `${r.class_name}${r.sub_class ? ` ${r.sub_class}` : ''}`],
    ['Term', `${r.term}, ${periodName(r.period)}`],
    ['Session', r.session],
    ['Gender', r.gender ? r.gender[0]?.toUpperCase() + r.gender.slice(1) : '–'],
  ];
}

/**
 * Subjects taken of those the class offers, marked when fewer (the average is over fewer
 * subjects, so a position next to it needs saying so); shared by the report card and broadsheet.
 */
export function subjectsTaken(taken: number, offered: number): string {
  if (offered === 0) return String(taken);
  return taken > 0 && taken < offered
    ? `${taken} of ${offered} (fewer than offered)`
    : `${taken} of ${offered}`;
}

/**
 * The student's average as a reader understands it: at mid-term it is out of the mid-term
 * components' maximum (40 in a 20-20-60 scheme), so the maximum and the percentage go beside.
 */
export function studentAverage(r: AnyResult): string {
  if (r.student_average === null) return '–';
  if (r.period === 'Second Half') return String(r.student_average);
  const maximum = r.components.reduce((sum, c) => sum + c.maximum, 0);
  const percent = r.percentage === null ? '' : ` (${r.percentage}%)`;
  return `${r.student_average} / ${maximum}${percent}`;
}

/** The summary figures, shared by the sheet and its PDF. */
export function summaryFigures(r: AnyResult): [string, string][] {
  const out: [string, string][] = [
    ['Subjects taken', subjectsTaken(r.total_subjects, r.subjects_offered)],
    ['Total score', `${r.total_score} / ${r.maximum_score}`],
    ["Student's average", studentAverage(r)],
    ['Class average', r.class_average === null ? '–' : String(r.class_average)],
    [
      'Position',
      r.position === null
        ? '–'
        : `${ordinal(r.position)} of ${r.number_in_class}, by ${r.ranked_by}`,
    ],
    ['Grade', r.grade ? `${r.grade}${r.remark ? ` (${r.remark})` : ''}` : '–'],
  ];
  if (r.period === 'Second Half') out.push(['G.P.A', r.gpa === null ? '–' : r.gpa.toFixed(2)]);
  return out;
}

/** A printable report card laid out as the school's sheet settings say. */
export function ReportCard({ data }: { data: ReportCardData }) {
  const { school, result: r, gradePoints } = data;
  const end = r.period === 'Second Half' ? r : null;
  const logo = shows(r, 'School Logo');
  const ratings = end
    ? (
        [
          'affective_disposition',
          'psychomotor_skills',
          'pupil_report',
          'psychomotor_performance',
        ] as const
      ).filter((list) => end[list].length > 0 && shows(r, ratingTitles[list]))
    : [];
  return (
    <article className="sm-report" aria-label={`Report card of ${r.student_fullname}`}>
      <header className="sm-report-head">
        {!logo ? (
          <span />
        ) : school.logo ? (
          <img src={school.logo} alt={`${school.name} logo`} />
        ) : (
          <div className="sm-report-logo" aria-hidden="true">
            {initials(school.name)}
          </div>
        )}
        <div>
          <div className="sm-report-school">{school.name}</div>
          {school.motto && <div>({school.motto})</div>}
          {school.address && <div>{school.address}</div>}
          <div>
            {[
              school.phone && `Tel: ${school.phone}`,
              school.email && `Email: ${school.email}`,
              school.website,
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
        {r.student_image ? (
          <img src={r.student_image} alt={r.student_fullname} />
        ) : (
          <div
            className="sm-report-logo"
            style={{ background: '#e8ecf6', color: '#1f3a8a' }}
            aria-hidden="true"
          >
            {initials(r.student_fullname)}
          </div>
        )}
      </header>
      <h2 className="sm-report-title">
        {r.period === 'First Half' ? 'Mid-term report' : 'Report sheet'} · {r.session} academic
        session
      </h2>
      <dl className="sm-report-details">
        {studentDetails(r).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>

      {end && shows(r, 'Attendance Record') && (
        <>
          <h3 className="sm-report-section">Attendance record</h3>
          <table>
            <tbody>
              <tr>
                <th>Times school opened</th>
                <td className="sm-num">{end.school_opened ?? '–'}</td>
                <th>Times present</th>
                <td className="sm-num">{end.times_present ?? '–'}</td>
                <th>Times absent</th>
                <td className="sm-num">{end.times_absent ?? '–'}</td>
              </tr>
            </tbody>
          </table>
        </>
      )}

      <h3 className="sm-report-section">Evaluation report</h3>
      <table>
        <thead>
          <tr>
            <th>Subject</th>
            {r.components.map((c) => (
              <th key={c.key} className="sm-num">
                {c.name}
              </th>
            ))}
            <th className="sm-num">Total</th>
            <th>Grade</th>
            <th>Remark</th>
            <th className="sm-num">Position</th>
            <th className="sm-num">Class avg.</th>
            <th className="sm-num">Highest</th>
            <th className="sm-num">Lowest</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <em>Max score obtainable</em>
            </td>
            {r.components.map((c) => (
              <td key={c.key} className="sm-num">
                <em>{c.maximum}</em>
              </td>
            ))}
            <td className="sm-num">
              <em>{r.components.reduce((s, c) => s + c.maximum, 0)}</em>
            </td>
            <td colSpan={6} />
          </tr>
          {r.subjects.map((s) => (
            <tr key={s.subject_id}>
              <td>{s.subject}</td>
              {r.components.map((c) => (
                <td key={c.key} className="sm-num">
                  {scoreText(s.scores.find((x) => x.component === c.key))}
                </td>
              ))}
              <td className="sm-num">
                <strong>{s.total}</strong>
              </td>
              <td>{s.grade ?? '–'}</td>
              <td>{s.remark ?? '–'}</td>
              <td className="sm-num">{ordinal(s.position)}</td>
              <td className="sm-num">{s.class_average}</td>
              <td className="sm-num">{s.highest}</td>
              <td className="sm-num">{s.lowest}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="sm-report-section">Summary</h3>
      <table>
        <tbody>
          <tr>
            {summaryFigures(r).map(([k]) => (
              <th key={k}>{k}</th>
            ))}
          </tr>
          <tr>
            {summaryFigures(r).map(([k, v]) => (
              <td key={k}>
                <strong>{v}</strong>
              </td>
            ))}
          </tr>
        </tbody>
      </table>

      {end &&
        data.cumulative &&
        data.cumulative.subjects.length > 0 &&
        shows(r, 'Cumulative Scores') && (
          <CumulativeTable cumulative={data.cumulative} term={r.term} />
        )}

      {ratings.length > 0 && end && (
        <div className="sm-report-columns">
          {ratings.map((list) => (
            <div key={list}>
              <h3 className="sm-report-section">{ratingTitles[list]}</h3>
              <table>
                <tbody>
                  {end[list].map((x) => (
                    <tr key={x.name}>
                      <td>{x.name}</td>
                      <td className="sm-num">{x.score}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
      {ratings.length > 0 && (
        <p style={{ fontSize: 11, margin: '0 0 8px' }}>
          Key: 5 Excellent · 4 Good · 3 Fair · 2 Poor · 1 Very poor
        </p>
      )}

      {end &&
        shows(r, 'Extra-Curricular Activities') &&
        end.extra_curricular_activities.length > 0 && (
          <>
            <h3 className="sm-report-section">Extra-curricular activities</h3>
            <p style={{ margin: '0 0 8px' }}>
              {end.extra_curricular_activities
                .map((a) => `${a.value ? '☑' : '☐'} ${a.name}`)
                .join('    ')}
            </p>
          </>
        )}
      {end?.abacus && shows(r, 'Abacus') && (
        <p style={{ margin: '0 0 8px' }}>
          <strong>Abacus:</strong> {end.abacus}
        </p>
      )}

      {shows(r, 'Academic Rating') && gradePoints.length > 0 && (
        <>
          <h3 className="sm-report-section">Academic rating</h3>
          <table>
            <tbody>
              <tr>
                {gradePoints.map((g) => (
                  <td key={g.key_range}>
                    {g.key_range}: {g.remark} ({g.grade_point.toFixed(2)})
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}

      {shows(r, "Class Teacher's Comment") && (
        <>
          <h3 className="sm-report-section">Class teacher's comment</h3>
          <div className="sm-report-comment">{r.teacher_comment ?? ''}</div>
          {shows(r, 'Signatures') && (
            <div className="sm-report-sign">
              {r.teachers.map((t) => (
                <span key={t.staff_id}>
                  {t.signature && <img src={t.signature} alt="" />} {t.name}
                </span>
              ))}
            </div>
          )}
        </>
      )}
      {shows(r, "Principal's Comment") && (
        <>
          <h3 className="sm-report-section">Principal's comment</h3>
          <div className="sm-report-comment">{r.hos_comment ?? ''}</div>
          {shows(r, 'Signatures') && r.hos && (
            <div className="sm-report-sign">
              <span>
                {r.hos.signature && <img src={r.hos.signature} alt="" />} {r.hos.name}
              </span>
            </div>
          )}
        </>
      )}
      <footer className="sm-report-foot">
        {end ? (
          <>
            <span>
              <strong>Term ends:</strong> {formatDate(end.session_ends)}
            </span>
            {shows(r, 'Next Term Begins') && (
              <span>
                <strong>Next term begins:</strong> {formatDate(end.session_resumes)}
              </span>
            )}
            {end.dos && (
              <span>
                <strong>Director of studies:</strong> {end.dos}
              </span>
            )}
          </>
        ) : (
          <span>{r.campus}</span>
        )}
      </footer>
      {r.verification && (
        // issue 31: how anyone can check this card (the PDF prints the QR code too)
        <p className="sm-report-check">
          <strong>Check this report card</strong> at{' '}
          <a href={r.verification.url}>{r.verification.url}</a> · PIN{' '}
          <strong>{r.verification.pin}</strong> (shows the scores)
        </p>
      )}
    </article>
  );
}

function CumulativeTable({
  cumulative,
  term,
}: {
  cumulative: Cumulative;
  term: AnyResult['term'];
}) {
  const { header, rows } = cumulativeTable(cumulative, term);
  return (
    <>
      <h3 className="sm-report-section">Cumulative scores · {cumulative.session}</h3>
      <table>
        <thead>
          <tr>
            {header.map((h, i) => (
              <th key={h} className={i === 0 ? undefined : 'sm-num'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed by the header.
                <td key={i} className={i === 0 ? undefined : 'sm-num'}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
