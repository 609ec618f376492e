import { Callout } from '@radix-ui/themes';
import { ApiError, type Schema } from '@schoolmates/sdk';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { SheetImport } from '../../../components/sheet-import.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useExport } from '../../../lib/use-export.ts';
import { useSheetImport } from '../../../lib/use-sheet-import.ts';
import { PreschoolComputeRoute } from '../preschool/preschool-compute.route.tsx';
import '../results.css';
import { personName } from '../../../lib/names.ts';
import {
  type PeriodChoice,
  useClassResults,
  useClassStudents,
  useGradingBands,
  useScoreSetting,
  useTeacherSubjects,
} from '../results.api.ts';
import { ComputeView } from './compute.view.tsx';
import { ReportDetailsRoute } from './report-details.route.tsx';
import { scoreInput } from './score-grid.ts';
import type { ScoreChange, ScoreGridData } from './score-grid.view.tsx';
import { checkScoreRows, scoreImportColumns, scoreTemplate } from './score-import.ts';
import { type ResultsInput, useSaveResults } from './scores.api.ts';

type AnyResult = Schema<'MidTermResultAttributes'> | Schema<'EndTermResultAttributes'>;

const lockReasons: Record<Schema<'Period'>, string> = {
  'First Half': 'Mid-term result released: withhold it to change these scores',
  'Second Half': 'End-of-term result released: withhold it to change these scores',
};

/**
 * What the grid shows from the stored results: every entered score (the assessments from the
 * mid-term results, so they show before an exam is saved) and the rows whose scores in `period`
 * are locked by a released result, with the reason.
 */
export function storedScores(
  subjectId: string,
  period: Schema<'Period'>,
  midTerm: readonly AnyResult[],
  endTerm: readonly AnyResult[],
): Pick<ScoreGridData, 'stored' | 'locked'> {
  const stored: ScoreGridData['stored'] = {};
  for (const r of [...midTerm, ...endTerm]) {
    const line = r.subjects.find((s) => s.subject_id === subjectId);
    const entries = stored[r.student_id] ?? {};
    for (const sc of line?.scores ?? []) entries[sc.component] = sc;
    stored[r.student_id] = entries;
  }
  const locked: Record<string, string> = {};
  // A released end-of-term result shows the assessments too: it locks both periods' scores.
  const lockers = period === 'First Half' ? [...endTerm, ...midTerm] : endTerm;
  for (const r of lockers) {
    if (r.scores_locked_by) locked[r.student_id] = lockReasons[r.scores_locked_by];
  }
  return { stored, locked };
}

/** 422 field keys `students.N.scores.M.score` → `studentId:component`, from the body sent. */
export function cellErrors(error: unknown, sent: ScoreChange[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const m = /^students\.(\d+)\.scores\.(\d+)\./.exec(field);
    const change = m ? sent[Number(m[1])] : undefined;
    const cell = change?.cells[Number(m?.[2])];
    if (change && cell) out[`${change.student_id}:${cell.component}`] = messages.join(' ');
  }
  return out;
}

/** The grid's changes as the save body of the entry's subject in the chosen period. */
function scoresInput(
  entry: { class_id: string; sub_class: string | null; subject_id: string },
  choice: PeriodChoice,
  changes: ScoreChange[],
): ResultsInput {
  const base = {
    class_id: entry.class_id,
    ...(entry.sub_class ? { sub_class: entry.sub_class } : {}),
    subject_id: entry.subject_id,
    term: choice.term,
    session: choice.session,
    students: changes.map((c) => ({
      student_id: c.student_id,
      scores: c.cells.map((x) => scoreInput(x.component, x.cell)),
    })),
  };
  return choice.period === 'First Half'
    ? { ...base, period: 'First Half' }
    : { ...base, period: 'Second Half' };
}

/** Score entry: the grid for an elementary campus, topic ratings for a preschool one. */
export default function ComputeRoute() {
  return useAuth().user?.is_preschool ? <PreschoolComputeRoute /> : <ElementaryComputeRoute />;
}

function ElementaryComputeRoute() {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useChosenPeriod();
  const entryId = params.get('entry') ?? '';
  const entries = useTeacherSubjects(choice.session);
  const entry = entries.data?.find((e) => e.queryId === entryId);
  const classId = entry?.class_id ?? '';
  const subClass = entry?.sub_class ?? null;
  const setting = useScoreSetting();
  const bands = useGradingBands();
  const students = useClassStudents(classId, subClass);
  // Both halves: the end-of-term grid shows the assessments, and either may lock a row.
  const midTerm = useClassResults(classId, subClass, { ...choice, period: 'First Half' });
  const endTerm = useClassResults(classId, subClass, { ...choice, period: 'Second Half' });
  const results = choice.period === 'First Half' ? midTerm : endTerm;
  const [sent, setSent] = useState<ScoreChange[]>([]);

  const save = useSaveResults(
    ({ students }) =>
      `Scores saved for ${students.length} student${students.length === 1 ? '' : 's'}`,
  );
  /** The grid's changes as the save body, kept to place the server's refusals on their cells. */
  const scoresBody = (changes: ScoreChange[]) => {
    if (!entry) throw new Error('Choose a class and subject first');
    setSent(changes);
    return scoresInput(entry, choice, changes);
  };

  let grid: Loadable<ScoreGridData | null> | null = null;
  if (entry) {
    const queries = [setting, bands, students, midTerm, endTerm];
    const failed = queries.find((q) => q.isError)?.error;
    if (failed) grid = { status: 'error', message: failed.message };
    else if (queries.some((q) => q.isPending)) grid = { status: 'loading' };
    else if (!setting.data) grid = { status: 'ready', data: null };
    else {
      const components = setting.data.components.filter(
        (c) => choice.period === 'Second Half' || c.period === 'First Half',
      );
      grid = {
        status: 'ready',
        data: {
          students: (students.data ?? []).map((s) => ({
            id: s.queryId,
            name: personName(s),
            admission_number: s.admission_number,
          })),
          components,
          editable: components.filter((c) => c.period === choice.period).map((c) => c.key),
          ...storedScores(entry.subject_id, choice.period, midTerm.data ?? [], endTerm.data ?? []),
          bands: bands.data ?? [],
        },
      };
    }
  }
  const gridData = grid?.status === 'ready' ? grid.data : null;
  const template = useExport(() => {
    if (!gridData || !entry) throw new Error('Choose a class and subject first');
    return {
      table: scoreTemplate(gridData),
      name: `${entry.class_name}${entry.sub_class ? ` ${entry.sub_class}` : ''} ${entry.subject} ${choice.term} ${choice.session} scores`,
      sheet: entry.subject,
      layout: { stickyColumns: 2, wide: [1] },
    };
  });
  const scoreSheet = useSheetImport({
    columns: gridData ? scoreImportColumns(gridData) : [],
    check: async (rows) => (gridData ? checkScoreRows(rows, gridData).problems : new Map()),
    commit: async (rows) => {
      if (!gridData) throw new Error('Choose a class and subject first');
      await save.mutateAsync(scoresBody(checkScoreRows(rows, gridData).changes));
    },
  });
  const isClassTeacher = entry?.teaches_as === 'class teacher';
  const conflict =
    save.error instanceof ApiError && save.error.status !== 422 ? save.error.message : null;

  return (
    <ComputeView
      entries={
        entries.isError
          ? { status: 'error', message: entries.error.message }
          : entries.isPending
            ? { status: 'loading' }
            : {
                status: 'ready',
                data: (entries.data ?? []).map((e) => ({
                  value: e.queryId,
                  label: `${e.class_name}${e.sub_class ? ` ${e.sub_class}` : ''} · ${e.subject}`,
                })),
              }
      }
      entryId={entryId}
      onEntry={(id) => {
        save.reset();
        setParams(
          (old) => {
            const out = new URLSearchParams(old);
            out.set('entry', id);
            return out;
          },
          { replace: true },
        );
      }}
      choice={choice}
      onChoice={(next) => {
        save.reset();
        setChoice(next);
      }}
      grid={grid}
      gridKey={`${entryId}|${choice.period}|${choice.term}|${choice.session}|${midTerm.dataUpdatedAt}|${endTerm.dataUpdatedAt}`}
      saving={save.isPending}
      serverErrors={cellErrors(save.error, sent)}
      saveError={conflict}
      onSave={(changes) => save.mutate(scoresBody(changes))}
      onRetry={() => {
        void entries.refetch();
        void midTerm.refetch();
        void endTerm.refetch();
        void students.refetch();
      }}
      importer={
        gridData && gridData.students.length > 0 ? (
          <SheetImport
            what="scores"
            columns={scoreImportColumns(gridData)}
            state={scoreSheet.state}
            templating={template.exporting}
            onTemplate={template.onExport}
            onFile={scoreSheet.onFile}
            onImport={scoreSheet.onImport}
            onReset={scoreSheet.onReset}
            done={
              <Callout.Root color="green" role="status">
                <Callout.Text>
                  Every score of the file is saved; they show in the Scores tab.
                </Callout.Text>
              </Callout.Root>
            }
          />
        ) : undefined
      }
      details={
        isClassTeacher && entry && grid?.status === 'ready' && grid.data ? (
          <ReportDetailsRoute
            classId={entry.class_id}
            subClass={entry.sub_class}
            choice={choice}
            students={grid.data.students}
            results={results.data ?? []}
          />
        ) : undefined
      }
    />
  );
}
