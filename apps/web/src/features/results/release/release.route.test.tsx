import { exampleClass } from '@schoolmates/machines/results';
import { createClient } from '@schoolmates/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { ReleaseRoute } from './release.route.tsx';

const choice = { period: 'Second Half', term: 'First Term', session: '2025/2026' } as const;
const seven = exampleClass.students.slice(0, 7);

/** A server that refuses the students in `broken` (500 for their batch) and records each body. */
function fakeServer(broken: Set<string>) {
  const bodies: { path: string; student_ids: string[]; reason?: string }[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { student_ids: string[]; reason?: string };
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    bodies.push({
      path,
      student_ids: body.student_ids,
      ...(body.reason ? { reason: body.reason } : {}),
    });
    const json = body.student_ids.some((id) => broken.has(id))
      ? { status: 500, body: { message: 'Something went wrong on the server' } }
      : {
          status: 200,
          body: {
            message: 'Done',
            data: {
              status: 'released',
              changed: body.student_ids.length,
              unchanged: 0,
              student_ids: body.student_ids,
            },
          },
        };
    return new Response(JSON.stringify(json.body), {
      status: json.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ baseUrl: 'http://school.test/api', fetch }), bodies };
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
  it('asks first, then releases the class and reports n of m', async () => {
    const server = fakeServer(new Set());
    renderPanel(server, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Release whole class' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Release every result of JSS 1 A?');
    expect(dialog.textContent).toContain('7 students with a result will see it.');
    expect(server.bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release class' }));

    // 301–307 go in one batch of ten (the default): none fails.
    const status = await screen.findByRole('status', { name: 'Release progress' });
    await waitFor(() => expect(status.textContent).toContain('7 results released.'));
    expect(status.textContent).toContain('7 of 7');
    expect(server.bodies).toEqual([
      { path: '/release/result', student_ids: ['301', '302', '303', '304', '305', '306', '307'] },
    ]);
  });

  it('shows who failed, keeps the others, and resends only the failed on retry', async () => {
    const broken = new Set(['305']);
    const server = fakeServer(broken);
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
    // The first batch (301–310) fails; the second (311–314) is released.
    const alert = await screen.findByText(/10 results were not released/);
    const status = screen.getByRole('status', { name: 'Release progress' });
    expect(status.textContent).toContain('14 of 14');
    expect(status.textContent).toContain('4 results released.');
    expect(alert.parentElement?.textContent).toContain(
      'Adeyemi Folake: Something went wrong on the server',
    );

    broken.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the 10 failed' }));
    await waitFor(() => expect(status.textContent).toContain('14 results released.'));
    expect(server.bodies.map((b) => b.student_ids.length)).toEqual([10, 4, 10]);
    expect(server.bodies[2]?.student_ids).toEqual(server.bodies[0]?.student_ids);
    expect(status.textContent).not.toContain('not released');
  });

  it('withholds only with a reason, which it sends', async () => {
    const server = fakeServer(new Set());
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
    const server = fakeServer(new Set());
    renderPanel(server, 'teacher');
    fireEvent.click(screen.getByRole('button', { name: 'Release whole class' }));
    expect((await screen.findByRole('alert', { name: 'Refused' })).textContent).toContain(
      'may release results.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.bodies).toEqual([]);
  });
});
