import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordForm } from '../../components/record-form.tsx';
import { StoryFrame } from '../../test/story-frame.tsx';
import { announcementFields, announcementValues } from './announcements.view.tsx';

const form = (audience: string) =>
  render(
    <StoryFrame>
      <RecordForm
        fields={announcementFields}
        initial={{ ...announcementValues(undefined), audience }}
        busy={false}
        errors={{}}
        submitLabel="Create announcement"
        onSubmit={() => {}}
      />
    </StoryFrame>,
  );

describe('the announcement form', () => {
  it('offers the roles only for an announcement to chosen roles', () => {
    form('all');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('names roles as a school does and takes the message in a multi-line box', () => {
    form('roles');
    for (const name of ['Super Admin', 'Admin', 'Principal', 'Teacher', 'Bursar', 'Student']) {
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('checkbox', { name: /Role:|superadmin|account/ })).toBeNull();
    expect(screen.getByLabelText(/Message/).tagName).toBe('TEXTAREA');
  });
});
