import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordForm } from '../../components/record-form.tsx';
import { StoryFrame } from '../../test/story-frame.tsx';
import { announcementFields, announcementValues } from './announcements.view.tsx';

describe('the announcement form', () => {
  it('names roles as a school does and takes the message in a multi-line box', () => {
    render(
      <StoryFrame>
        <RecordForm
          fields={announcementFields}
          initial={announcementValues(undefined)}
          busy={false}
          errors={{}}
          submitLabel="Create announcement"
          onSubmit={() => {}}
        />
      </StoryFrame>,
    );
    for (const name of ['Super Admin', 'Admin', 'Principal', 'Teacher', 'Bursar', 'Student']) {
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('checkbox', { name: /Role:|superadmin|account/ })).toBeNull();
    expect(screen.getByLabelText(/Message/).tagName).toBe('TEXTAREA');
  });
});
