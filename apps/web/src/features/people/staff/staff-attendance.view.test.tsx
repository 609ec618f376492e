import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import { type AttendanceMark, StaffAttendanceView } from './staff-attendance.view.tsx';

const staff = [
  { id: '1', name: 'Okafor Ada', designation: 'Teacher' },
  { id: '2', name: 'Eze Ngozi', designation: 'Bursar' },
];

function view(
  saved: { status: 'loading' } | { status: 'ready'; data: Record<string, AttendanceMark> },
) {
  return (
    <StoryFrame>
      <StaffAttendanceView
        date="2026-03-02"
        maxDate="2026-03-02"
        onDateChange={() => {}}
        staff={{ status: 'ready', data: staff }}
        saved={saved}
        saving={false}
        rowErrors={{}}
        errors={{}}
        onSave={() => {}}
      />
    </StoryFrame>
  );
}

describe('taking a day of staff attendance', () => {
  it('marks the rest present only once the saved day is read, so its arrival undoes nothing', () => {
    const { rerender } = render(view({ status: 'loading' }));
    // Marks made now would be replaced by the saved day when it comes.
    expect(screen.queryByRole('button', { name: 'Mark the rest present' })).toBeNull();

    rerender(view({ status: 'ready', data: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark the rest present' }));
    expect(screen.getByText('2 of 2 marked')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Time in of Okafor Ada').value).toBe('08:00');
  });
});
