import { examplePromoted, type PromotionRequest } from '@schoolmates/machines/people';
import { createClient } from '@schoolmates/sdk';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { StudentPromotionPanel } from './student-promotion.route.tsx';

const students = ['Ada Obi', 'Tunde Bakare', 'Zainab Musa'].map((fullname, i) => ({
  id: String(i + 1),
  fullname,
  admission_number: `BFA/2025/00${i + 1}`,
}));
const graduating: PromotionRequest = {
  from_class_id: '1',
  from_sub_class: 'A',
  action: 'graduate',
  to_class_id: null,
  to_sub_class: null,
  students,
};

/** A server that refuses the students in `refused` (422 on `student_ids.N`) and records each body. */
function fakeServer(refused: Set<string>) {
  const bodies: { student_ids: string[]; action: string }[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { student_ids: string[]; action: string };
    bodies.push(body);
    const errors = Object.fromEntries(
      body.student_ids.flatMap((id, n) =>
        refused.has(id) ? [[`student_ids.${n}`, ['is not an active student of JSS 1 A']]] : [],
      ),
    );
    const json =
      Object.keys(errors).length > 0
        ? { status: 422, body: { message: 'Some students cannot move', errors } }
        : {
            status: 200,
            body: {
              message: 'Done',
              data: students
                .filter((s) => body.student_ids.includes(s.id))
                .map((s) => ({ id: s.id, attributes: examplePromoted(s, graduating) })),
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
        <StudentPromotionPanel
          userRole={userRole}
          classes={[{ value: '1', label: 'JSS 1', arms: ['A'] }]}
          fromClassId="1"
          fromArm="A"
          onFromChange={() => {}}
          students={{ status: 'ready', data: students }}
        />
      </ApiProvider>
    </StoryFrame>,
  );
}

async function graduateEveryone() {
  fireEvent.click(screen.getByRole('radio', { name: 'Graduate (they leave the school)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Graduate 3 students' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Graduate' }));
}

describe('StudentPromotionPanel over the studentPromotion machine', () => {
  it('graduates the ticked students of the class arm and sums up where they went', async () => {
    const server = fakeServer(new Set());
    renderPanel(server, 'admin');
    await graduateEveryone();
    await screen.findByText('3 students moved');
    expect(screen.getByText('3 graduated')).toBeTruthy();
    expect(server.bodies).toEqual([
      {
        from_class_id: '1',
        from_sub_class: 'A',
        action: 'graduate',
        to_class_id: null,
        to_sub_class: null,
        student_ids: ['1', '2', '3'],
      },
    ]);
  });

  it('names the students who did not move, and a retry sends only them', async () => {
    const refused = new Set(['2']);
    const server = fakeServer(refused);
    renderPanel(server, 'admin');
    await graduateEveryone();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 student did not move');
    expect(alert.textContent).toContain('Tunde Bakare (BFA/2025/002): is not an active student');
    expect(screen.getByText('2 students moved')).toBeTruthy();

    refused.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry 1 student' }));
    await screen.findByText('3 students moved');
    expect(server.bodies.map((b) => b.student_ids)).toEqual([['1', '2', '3'], ['1', '3'], ['2']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a teacher with the reason, and sends nothing', async () => {
    const server = fakeServer(new Set());
    renderPanel(server, 'teacher');
    await graduateEveryone();
    expect((await screen.findByRole('alert')).textContent).toContain('may promote students.');
    expect(server.bodies).toEqual([]);
  });
});
