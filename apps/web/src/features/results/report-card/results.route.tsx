import { Flex } from '@radix-ui/themes';
import { readCookie, tokenCookieName } from '@schoolmates/machines/session';
import { mayCall } from '@schoolmates/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChosenPeriod } from '../../../components/period-picker.tsx';
import { useApi } from '../../../lib/api.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { download } from '../../../lib/download.ts';
import { toast } from '../../../lib/toast.tsx';
import '../results.css';
import { imageData } from '../../../lib/image-data.ts';
import { usePreschools } from '../../../lib/lookups.ts';
import { personName } from '../../../lib/names.ts';
import { PrincipalCommentsRoute } from '../principal-comments/principal-comments.route.tsx';
import { FeeHoldsRoute } from '../release/fee-holds.route.tsx';
import { ReleaseRoute } from '../release/release.route.tsx';
import {
  armKey,
  mapQuery,
  type PeriodChoice,
  parseArmKey,
  useClassArms,
  useClassResults,
  useClassStudents,
  useGradePoints,
  useLatestReleased,
  useSchool,
} from '../results.api.ts';
import { type ClassPdfProgress, classCards, classPdf } from './class-cards.ts';
import { cumulativeScore, useCumulative, useResult } from './report-card.api.ts';
import {
  type AnyResult,
  classCardsFileName,
  type ReportCardData,
  reportCardFileName,
  type SchoolInfo,
} from './report-card.tsx';
import { type CardState, ResultsView } from './results.view.tsx';

/** An image of the card, read with the session's token (see images.ts). */
function useImage(url: string | null | undefined) {
  return useQuery({
    queryKey: ['image', url],
    enabled: Boolean(url),
    queryFn: () =>
      imageData(
        url ?? null,
        typeof document === 'undefined' ? null : readCookie(document.cookie, tokenCookieName),
      ),
  });
}

/**
 * `child`: a guardian's child (issue 28), read as the student reads their own: released
 * results only, opening on the latest released one.
 */
export default function ResultsRoute({
  child,
}: {
  child?: { id: string; latest: PeriodChoice | null };
}) {
  const { user } = useAuth();
  const asStudent = user?.role === 'student' || child !== undefined;
  const [params, setParams] = useSearchParams();
  const [chosen, setChoice] = useChosenPeriod();
  // A student opens on their latest released result unless the address names a period.
  const latest = useLatestReleased(
    chosen,
    user?.role === 'student' && child === undefined && !params.has('term'),
  );
  const childLatest = child && !params.has('term') ? child.latest : null;
  const choice = childLatest ?? latest.data ?? chosen;
  const classKey = params.get('class') ?? '';
  const { classId, subClass } = parseArmKey(classKey);
  const studentId = child ? child.id : asStudent ? (user?.id ?? '') : (params.get('student') ?? '');
  const preschool = user?.is_preschool === true;
  const elementaryArms = useClassArms(choice.session, !asStudent && !preschool);
  const preschools = usePreschools(!asStudent && preschool && user?.role !== 'teacher');
  const arms = !preschool
    ? elementaryArms
    : user?.role === 'teacher'
      ? user.class_id
        ? [{ value: armKey(user.class_id, null), label: user.class_name ?? 'My class' }]
        : []
      : (preschools.data ?? []).map((p) => ({ value: armKey(p.queryId, null), label: p.name }));
  const students = useClassStudents(asStudent ? '' : classId, subClass);
  const statuses = useClassResults(asStudent || preschool ? '' : classId, subClass, choice);
  const result = useResult(latest.isLoading ? '' : studentId, choice, asStudent, preschool);
  const cumulative = useCumulative(preschool || latest.isLoading ? '' : studentId, choice);
  const school = useSchool();
  // The Academic Rating key: the same on the student's page, the staff preview and the PDF.
  const points = useGradePoints(user?.is_preschool !== true);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [classProgress, setClassProgress] = useState<ClassPdfProgress | null>(null);
  const client = useApi();
  const logo = useImage(school.data?.schlogo);
  const photo = useImage(
    result.data && !('unavailable' in result.data) ? result.data.student_image : null,
  );

  const info: SchoolInfo | null = school.data
    ? {
        name: school.data.schname,
        logo: logo.data ?? null,
        address: school.data.schaddr,
        motto: school.data.schmotto,
        phone: school.data.schphone,
        email: school.data.schemail,
        website: school.data.schwebsite,
      }
    : null;
  let card: CardState = null;
  if (studentId) {
    const failed = result.error ?? school.error;
    if (failed) card = { status: 'error', message: failed.message };
    else if (!result.data || !info) card = { status: 'loading' };
    else if ('unavailable' in result.data)
      card = { status: 'unavailable', reason: result.data.unavailable };
    else if ('evaluation_report' in result.data)
      card = {
        status: 'ready',
        data: { school: info, result: { ...result.data, student_image: photo.data ?? null } },
      };
    else
      card = {
        status: 'ready',
        data: {
          school: info,
          result: { ...result.data, student_image: photo.data ?? null },
          gradePoints: points.data ?? [],
          cumulative: cumulative.data ?? null,
        },
      };
  }
  const data: ReportCardData | null =
    card?.status === 'ready' && 'gradePoints' in card.data ? card.data : null;

  const set = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...next }, { replace: true });
  return (
    <ResultsView
      choice={choice}
      onChoice={setChoice}
      staff={
        asStudent
          ? undefined
          : {
              classes: arms,
              classKey,
              onClass: (key) => setParams({ class: key }, { replace: true }),
              students: classId
                ? mapQuery(students, (list) =>
                    list.map((s) => ({
                      id: s.queryId,
                      name: personName(s),
                      status:
                        statuses.data?.find((r) => r.student_id === s.queryId)?.status ?? null,
                    })),
                  )
                : null,
              studentId,
              onStudent: (id) => set({ student: id }),
              classPdf:
                classId && info && !preschool && statuses.data && statuses.data.length > 0
                  ? {
                      count: statuses.data.length,
                      progress: classProgress,
                      onDownload: async () => {
                        const className =
                          arms.find((arm) => arm.value === classKey)?.label ?? 'Class';
                        const token = readCookie(document.cookie, tokenCookieName);
                        try {
                          const cards = await classCards({
                            results: (statuses.data ?? []) as AnyResult[],
                            school: info,
                            gradePoints: points.data ?? [],
                            photoOf: (url) => imageData(url, token),
                            cumulativeOf: (r) => cumulativeScore(client, r.student_id, choice),
                            onProgress: setClassProgress,
                          });
                          const pdf = await classPdf(
                            cards,
                            `Report cards – ${className} – ${choice.term} ${choice.session}`,
                            setClassProgress,
                          );
                          download(pdf, classCardsFileName(className, choice));
                          toast.success(`Report cards of ${className} downloaded`);
                        } catch (error) {
                          toast.error(
                            error instanceof Error ? error.message : 'The PDF could not be made',
                          );
                        } finally {
                          setClassProgress(null);
                        }
                      },
                    }
                  : undefined,
            }
      }
      card={card}
      pdfBusy={pdfBusy}
      onPrint={() => window.print()}
      onPdf={async () => {
        if (!data) return;
        setPdfBusy(true);
        try {
          const { reportCardPdf } = await import('./report-card.pdf.ts');
          const r = data.result;
          download(await reportCardPdf(data), reportCardFileName(r));
        } catch (error) {
          toast.error(error instanceof Error ? error.message : 'The PDF could not be made');
        } finally {
          setPdfBusy(false);
        }
      }}
      onRetry={() => {
        void result.refetch();
        void students.refetch();
        void school.refetch();
      }}
      release={
        !asStudent && !preschool && user && mayCall(user.role, 'releaseResults') && classId ? (
          <Flex direction="column" gap="3">
            <ReleaseRoute
              userRole={user.role}
              classLabel={arms.find((arm) => arm.value === classKey)?.label ?? 'this class'}
              choice={choice}
              student={
                data
                  ? {
                      id: data.result.student_id,
                      name: data.result.student_fullname,
                      status: data.result.status,
                    }
                  : null
              }
              classResults={(statuses.data ?? []).map((r) => ({
                id: r.student_id,
                name: r.student_fullname,
              }))}
            />
            {mayCall(user.role, 'getResultFeeHolds') && (
              <FeeHoldsRoute
                classId={classId}
                subClass={subClass}
                choice={choice}
                mayExempt={mayCall(user.role, 'createResultFeeExemption')}
              />
            )}
          </Flex>
        ) : undefined
      }
      principalComments={
        !asStudent && !preschool && user && mayCall(user.role, 'saveHosComment') && classId ? (
          <PrincipalCommentsRoute
            choice={choice}
            results={mapQuery(statuses, (list) => list as AnyResult[])}
            onRetry={() => void statuses.refetch()}
          />
        ) : undefined
      }
    />
  );
}
