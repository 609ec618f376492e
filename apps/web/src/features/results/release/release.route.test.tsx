import { exampleClass } from '@schoolmates/machines/results';
import { createClient } from '@schoolmates/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { ReleaseRoute } from './release.route.tsx';

const choice = { period: 'Second Half', term: 'First Term', session: '2025/2026' } as const;
const seven = exampleClass.students.slice(0, 7);

/**
 * A school's results on a fake server: it refuses the students in `refused` (422 on
 * `student_ids.N`, changing nothing), answers each student's outcome like the API, holds its
 * answers while `hold` is set, and records each body.
 */
function fakeServer(
  options: { refused?: Set<string>; released?: Set<string>; hold?: boolean } = {},
) {
  const released = options.released ?? new Set<string>();
  const bodies: { path: string; student_ids: string[]; reason?: string }[] = [];
  const waiting: (() => void)[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { student_ids: string[]; reason?: string };
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    bodies.push({
      path,
      student_ids: body.student_ids,
      ...(body.reason ? { reason: body.reason } : {}),
    });
    if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    const errors = Object.fromEntries(
      body.student_ids.flatMap((id, n) =>
        options.refused?.has(id) ? [[`student_ids.${n}`, ['has no result for this period']]] : [],
      ),
    );
    const changing = body.student_ids.filter((id) => !released.has(id));
    const json =
      Object.keys(errors).length > 0
        ? { status: 422, body: { message: 'The given data was invalid.', errors } }
        : {
            status: 200,
            body: {
              message: 'Done',
              data: {
                status: 'released',
                changed: changing.length,
                unchanged: body.student_ids.length - changing.length,
                student_ids: changing,
                students: body.student_ids.map((id) => ({
                  student_id: id,
                  outcome: changing.includes(id) ? 'changed' : 'unchanged',
                })),
              },
            },
          };
    if (json.status === 200) for (const id of changing) released.add(id);
    return new Response(JSON.stringify(json.body), {
      status: json.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    client: createClient({ baseUrl: 'http://school.test/api', fetch }),
    bodies,
    /** Lets the oldest held answer go. */
    answer: () => waiting.shift()?.(),
  };
}

function renderPanel(server: ReturnType<typeof fakeServer>, userRole: 'admin' | 'teacher') {
  render(
    <StoryFrame>
      <ApiProvider client={server.client}>
        <ReleaseRoute
          userRole={userRole}
          classLabel="JSS 1 A"
          choice={choice}
          student={null}
          classResults={seven}
        />
      </ApiProvider>
    </StoryFrame>,
  );
}

describe('ReleaseRoute over the resultRelease machine', () => {
  it('asks first, then releases the class in one call and lists each student’s outcome', async () => {
    const server = fakeServer({ released: new Set(['303']), hold: true });
    renderPanel(server, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Release whole class' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Release every result of JSS 1 A?');
    expect(dialog.textContent).toContain('7 students with a result will see it.');
    expect(server.bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release class' }));

    // While the one call runs, the panel says it is working, and counts nothing yet.
    const status = await screen.findByRole('status', { name: 'Release progress' });
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(status.textContent).toContain('Releasing JSS 1 A…');
    expect(within(status).getByRole('progressbar', { name: 'Working' })).toBeTruthy();
    expect(status.textContent).not.toContain('of 7');

    server.answer();
    await waitFor(() =>
      expect(status.textContent).toContain('6 results released, 1 already released.'),
    );
    expect(status.textContent).toContain('7 of 7');
    expect(server.bodies).toEqual([
      { path: '/release/result', student_ids: ['301', '302', '303', '304', '305', '306', '307'] },
    ]);
    const each = within(status).getByRole('region', { name: 'Each student' });
    expect(
      within(each)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seven.map((s) => `${s.name}: ${s.id === '303' ? 'already released' : 'released'}`));
  });

  it('names the students refused, releases the others, and resends only those on retry', async () => {
    const refused = new Set(['305']);
    const server = fakeServer({ refused });
    render(
      <StoryFrame>
        <ApiProvider client={server.client}>
          <ReleaseRoute
            userRole="principal"
            classLabel="JSS 1 A"
            choice={choice}
            student={null}
            classResults={exampleClass.students.slice(0, 14)}
          />
        </ApiProvider>
      </StoryFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Release whole class' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Release class' }),
    );
    // The class in one call, refused for 305 alone; the other 13 went again in one call.
    const alert = await screen.findByText(/1 result was not released/);
    const status = screen.getByRole('status', { name: 'Release progress' });
    expect(status.textContent).toContain('14 of 14');
    expect(status.textContent).toContain('13 results released.');
    expect(alert.parentElement?.textContent).toContain(
      'Adeyemi Folake: has no result for this period',
    );
    expect(server.bodies.map((b) => b.student_ids.length)).toEqual([14, 13]);

    refused.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the 1 failed' }));
    await waitFor(() => expect(status.textContent).toContain('14 results released.'));
    expect(server.bodies[2]?.student_ids).toEqual(['305']);
    expect(status.textContent).not.toContain('not released');
  });

  it('withholds only with a reason, which it sends', async () => {
    const server = fakeServer();
    renderPanel(server, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Withhold whole class' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withhold class' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Fees outstanding' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(server.bodies[0]).toMatchObject({
      path: '/withhold/result',
      reason: 'Fees outstanding',
    });
  });

  it('refuses a teacher with the reason, and sends nothing', async () => {
    const server = fakeServer();
    renderPanel(server, 'teacher');
    fireEvent.click(screen.getByRole('button', { name: 'Release whole class' }));
    expect((await screen.findByRole('alert', { name: 'Refused' })).textContent).toContain(
      'may release results.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.bodies).toEqual([]);
  });
});
