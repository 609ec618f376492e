import { createClient, type Schema } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { endTermResult, gradingBands, midTermResult, scoreSetting } from '../results.fixtures.ts';
import ComputeRoute from './compute.route.tsx';

vi.mock('../../../lib/auth.tsx', async (original) => ({
  ...(await original<typeof import('../../../lib/auth.tsx')>()),
  useAuth: () => ({ user: { role: 'teacher', is_preschool: false } }),
}));

type AnyResult = Schema<'MidTermResultAttributes'> | Schema<'EndTermResultAttributes'>;
const subjectId = endTermResult.subjects[0]?.subject_id ?? '';
const students = [
  { id: '301', surname: 'Obi', firstname: 'Ada' },
  { id: '303', surname: 'Musa', firstname: 'Zainab' },
];
const record = (id: string, attributes: object) => ({ id, type: 'record', attributes });

/** A student's result of a period, with `scores` as their line of the subject. */
function resultOf(
  studentId: string,
  period: Schema<'Period'>,
  scores: Schema<'ResultComponentScore'>[],
): AnyResult {
  const base = period === 'First Half' ? midTermResult : endTermResult;
  return {
    ...base,
    student_id: studentId,
    status: 'not_released',
    scores_locked_by: null,
    subjects: base.subjects.map((s) => (s.subject_id === subjectId ? { ...s, scores } : s)),
  } as AnyResult;
}

/**
 * A class arm's scores on a fake server: it counts each read of a period's result list and
 * answers a save with the saved students' results, as the API does.
 */
function fakeServer(stored: { 'First Half': AnyResult[]; 'Second Half': AnyResult[] }) {
  const reads = { 'First Half': 0, 'Second Half': 0 };
  const saves: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const json = (data: unknown) =>
      new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/teacher-subject') {
      return json([
        record('e1', {
          class_id: '12',
          class_name: 'JSS 1',
          sub_class: 'A',
          subject_id: subjectId,
          subject: 'Mathematics',
          teaches_as: 'subject teacher',
        }),
      ]);
    }
    if (path === '/v2/result/score/school-settings') return json(record('1', scoreSetting));
    if (path === '/grading') return json(gradingBands.map((b) => record(b.queryId, b)));
    if (path === '/studentbyclass/12') return json(students.map((s) => record(s.id, s)));
    if (path === '/get-result') {
      const period = url.searchParams.get('period') as Schema<'Period'>;
      reads[period] += 1;
      return json(stored[period].map((r) => record(`r${r.student_id}`, r)));
    }
    if (path === '/midTermResult' || path === '/endTermResult') {
      const period = path === '/midTermResult' ? 'First Half' : 'Second Half';
      saves.push(path);
      const body = (await request.json()) as {
        students: { student_id: string; scores: Schema<'ResultComponentScore'>[] }[];
      };
      const saved = body.students.map((s) => resultOf(s.student_id, period, s.scores));
      stored[period] = [
        ...stored[period].filter((r) => !saved.some((x) => x.student_id === r.student_id)),
        ...saved,
      ];
      return json(saved.map((r) => record(`r${r.student_id}`, r)));
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  };
  return { client: createClient({ baseUrl: 'http://school.test/api', fetch }), reads, saves };
}

function renderCompute(server: ReturnType<typeof fakeServer>, period: Schema<'Period'>) {
  // The app's cache: nothing read again on mount or focus, only when a save says so.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false },
    },
  });
  const query = new URLSearchParams({
    entry: 'e1',
    period,
    term: 'First Term',
    session: '2025/2026',
  });
  render(
    <StoryFrame address={`/?${query}`}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={server.client}>
          <ComputeRoute />
        </ApiProvider>
      </QueryClientProvider>
    </StoryFrame>,
  );
}

async function saveScore(cellName: RegExp, value: string) {
  const cell = await screen.findByRole('textbox', { name: cellName });
  fireEvent.change(cell, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
}

const exam = [{ component: 'exam', score: 40, absent: false }] as Schema<'ResultComponentScore'>[];
const ca1 = [{ component: 'ca1', score: 15, absent: false }] as Schema<'ResultComponentScore'>[];

describe('saving scores', () => {
  it('reads again only the end-of-term list after an exam save: the mid-term results do not show it', async () => {
    const server = fakeServer({
      'First Half': [resultOf('301', 'First Half', ca1)],
      'Second Half': [resultOf('301', 'Second Half', [...ca1, ...exam])],
    });
    renderCompute(server, 'Second Half');
    await saveScore(/^Exam for Musa Zainab/, '45');

    await waitFor(() => expect(server.reads['Second Half']).toBe(2));
    expect(server.saves).toEqual(['/endTermResult']);
    // The saved score shows from the list read again (the class's positions and averages move).
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /^Exam for Musa Zainab/ }) as HTMLInputElement).value,
      ).toBe('45'),
    );
    expect(server.reads['First Half']).toBe(1);
  });

  it('reads again only the mid-term list after an assessment save when no end-of-term result shows it', async () => {
    const server = fakeServer({
      'First Half': [resultOf('301', 'First Half', ca1)],
      'Second Half': [resultOf('301', 'Second Half', [...ca1, ...exam])],
    });
    renderCompute(server, 'First Half');
    await saveScore(/^First Assessment for Musa Zainab/, '12');

    await waitFor(() => expect(server.reads['First Half']).toBe(2));
    expect(server.saves).toEqual(['/midTermResult']);
    await waitFor(() =>
      expect(
        (
          screen.getByRole('textbox', {
            name: /^First Assessment for Musa Zainab/,
          }) as HTMLInputElement
        ).value,
      ).toBe('12'),
    );
    expect(server.reads['Second Half']).toBe(1);
  });

  it('reads the end-of-term list again too when it shows the saved assessments', async () => {
    const server = fakeServer({
      'First Half': [resultOf('301', 'First Half', ca1)],
      'Second Half': [resultOf('301', 'Second Half', [...ca1, ...exam])],
    });
    renderCompute(server, 'First Half');
    await saveScore(/^First Assessment for Obi Ada/, '16');

    await waitFor(() => expect(server.reads['Second Half']).toBe(2));
    expect(server.reads['First Half']).toBe(2);
  });
});
