/**
 * A class arm's report cards as one PDF: the class's results (as the screen already reads
 * them), each student's photo and, at the end of term, their cumulative scores, read a few at a
 * time; then every card drawn into one file. The progress is reported at each step, so the
 * screen shows how far it has come.
 */
import type { Cumulative, GradePointBand, ReportCardData, SchoolInfo } from './report-card.tsx';
import { type AnyResult, shows } from './report-card.tsx';

/** Where a class download is: reading the students' extras, then drawing the cards. */
export type ClassPdfProgress = { stage: 'reading' | 'drawing'; done: number; total: number };

export interface ClassCardsInput {
  results: AnyResult[];
  school: SchoolInfo;
  gradePoints: GradePointBand[];
  /** The student's photo as a data URL (null without one). */
  photoOf: (url: string | null) => Promise<string | null>;
  /** The student's cumulative scores of the session (end of term), null when unreadable. */
  cumulativeOf: (result: AnyResult) => Promise<Cumulative | null>;
  onProgress: (progress: ClassPdfProgress) => void;
}

/** Reads at most this many students' extras at once. */
const AT_ONCE = 4;

export async function classCards(input: ClassCardsInput): Promise<ReportCardData[]> {
  const { results, onProgress } = input;
  const cards: ReportCardData[] = new Array(results.length);
  let next = 0;
  let done = 0;
  onProgress({ stage: 'reading', done, total: results.length });
  const worker = async () => {
    while (next < results.length) {
      const i = next++;
      const result = results[i] as AnyResult;
      const cumulative =
        result.period === 'Second Half' && shows(result, 'Cumulative Scores')
          ? input.cumulativeOf(result)
          : Promise.resolve(null);
      const [photo, totals] = await Promise.all([input.photoOf(result.student_image), cumulative]);
      cards[i] = {
        school: input.school,
        result: { ...result, student_image: photo },
        gradePoints: input.gradePoints,
        cumulative: totals,
      };
      onProgress({ stage: 'reading', done: ++done, total: results.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, results.length) }, worker));
  return cards;
}

/** Draws the cards into one PDF, reporting each few cards drawn (and letting the screen paint). */
export async function classPdf(
  cards: ReportCardData[],
  title: string,
  onProgress: (progress: ClassPdfProgress) => void,
): Promise<Blob> {
  const { classReportCardsPdf } = await import('./report-card.pdf.ts');
  onProgress({ stage: 'drawing', done: 0, total: cards.length });
  return classReportCardsPdf(cards, title, async (done) => {
    onProgress({ stage: 'drawing', done, total: cards.length });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
