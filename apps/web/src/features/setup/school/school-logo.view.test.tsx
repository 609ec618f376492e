import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StoryFrame } from '../../../test/story-frame.tsx';
import * as stories from './school-logo.stories.tsx';
import { SchoolLogoView } from './school-logo.view.tsx';

const { SchoolLogoSet, SchoolLogoNone, SchoolLogoSaving, SchoolLogoRefused } =
  composeStories(stories);

const show = (story: React.ReactNode) => render(<StoryFrame>{story}</StoryFrame>);

describe('the school’s logo on the campus screen', () => {
  it('shows the logo, to replace or remove', () => {
    show(<SchoolLogoSet />);
    expect(screen.getByRole('img', { name: /logo of Bright Future Academy/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
  });

  it('without a logo, offers an upload and nothing to remove', () => {
    show(<SchoolLogoNone />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/No logo yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('holds the buttons while the logo is saved', () => {
    show(<SchoolLogoSaving />);
    for (const name of ['Replace logo', 'Remove logo']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }
  });

  it('shows why the server refused the file', () => {
    show(<SchoolLogoRefused />);
    expect(screen.getByRole('alert').textContent).toBe('Must be a JPG or PNG file.');
  });

  it('hands the chosen picture on', () => {
    const onChoose = vi.fn();
    show(
      <SchoolLogoView
        school={{ status: 'ready', data: { name: 'Bright Future Academy', logo: null } }}
        saving={false}
        onChoose={onChoose}
        onRemove={() => {}}
      />,
    );
    const file = new File(['png'], 'crest.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose a logo'), { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith(file);
  });
});
