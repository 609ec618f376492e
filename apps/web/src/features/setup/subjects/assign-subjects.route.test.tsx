import { Theme } from '@radix-ui/themes';
import { createClient } from '@schoolmates/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api.tsx';
import { Toaster } from '../../../lib/toast.tsx';
import AssignSubjectsRoute from './assign-subjects.route.tsx';

const subjects = [
  { id: 's1', attributes: { subject: 'Mathematics' } },
  { id: 's2', attributes: { subject: 'Basic Science' } },
];
const classSubjects = (ids: string[]) => ({
  data: {
    id: 'c1',
    attributes: {
      class_id: 'c1',
      class_name: 'JSS 1',
      sub_class: ['A'],
      campus_id: '1',
      session: '2025/2026',
      subjects: ids.map((subject_id) => ({ subject_id })),
    },
  },
});

/** A server with one class taking Mathematics; it records each call as `METHOD path`. */
function fakeServer() {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api', '');
    calls.push(`${request.method} ${path}`);
    const body =
      path === '/class'
        ? { data: [{ id: 'c1', attributes: { class_name: 'JSS 1', sub_class: ['A'] } }] }
        : path === '/subjects'
          ? { data: subjects }
          : path === '/subjectby/c1'
            ? classSubjects(['s1'])
            : classSubjects(((await request.json()) as { subject_ids: string[] }).subject_ids);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ baseUrl: 'http://school.test/api', fetch }), calls };
}

describe('assigning subjects to a class', () => {
  it("shows the class's subjects as the save answered them, without reading them again", async () => {
    const server = fakeServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <Theme>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={server.client}>
            <MemoryRouter initialEntries={['/?class=c1']}>
              <AssignSubjectsRoute />
            </MemoryRouter>
          </ApiProvider>
        </QueryClientProvider>
        <Toaster />
      </Theme>,
    );
    const science = await screen.findByRole('checkbox', { name: 'Basic Science' });
    expect(screen.getByRole('checkbox', { name: 'Mathematics' }).getAttribute('data-state')).toBe(
      'checked',
    );
    fireEvent.click(science);
    fireEvent.click(screen.getByRole('button', { name: 'Save subjects' }));

    await screen.findByText('Subjects saved for the class');
    expect(science.getAttribute('data-state')).toBe('checked');
    expect(server.calls.filter((c) => c.includes('subject'))).toEqual([
      'GET /subjects',
      'GET /subjectby/c1',
      'POST /subjects-to-class',
    ]);
  });
});
