import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormScreen } from '../../components/form-screen.tsx';
import { choose } from '../../test/choose.ts';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import {
  AnnouncementsView,
  announcementBody,
  announcementFields,
  announcementValues,
} from './announcements.view.tsx';

const meta = { title: 'Announcements/Announcements' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncementsFilled: Story = {
  render: () => (
    <AnnouncementsView
      rows={ready([
        {
          queryId: '7',
          title: 'Sports day on Friday',
          description: 'Come in house colours.',
          priority: 'high',
          audience: 'students',
          roles: [],
          expiry_date: '2026-12-04',
          created_at: '2026-11-24T09:00:00Z',
        },
        {
          queryId: '6',
          title: 'Lesson notes due Monday',
          description: 'Week 3 notes, please.',
          priority: 'normal',
          audience: 'roles',
          roles: ['teacher'],
          expiry_date: null,
          created_at: '2026-11-23T09:00:00Z',
        },
      ])}
      onDelete={noop}
    />
  ),
};
export const AnnouncementsEmpty: Story = {
  render: () => <AnnouncementsView rows={ready([])} onDelete={noop} />,
};
export const AnnouncementsLoading: Story = {
  render: () => <AnnouncementsView rows={loading} onDelete={noop} />,
};
export const AnnouncementsError: Story = {
  render: () => <AnnouncementsView rows={failed} onDelete={noop} onRetry={noop} />,
};

const createAnnouncement = fn();

/** An empty title is refused by the browser; a notice for chosen roles is sent with those roles. */
export const AnnouncementFormCreate: Story = {
  render: () => (
    <FormScreen
      fields={announcementFields}
      mode="create"
      noun="announcement"
      status="ready"
      initial={announcementValues(undefined)}
      busy={false}
      errors={{}}
      onSubmit={(values) => createAnnouncement(announcementBody(values))}
      onCancel={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    createAnnouncement.mockClear();
    const title = canvas.getByLabelText(/Title/);
    const submit = canvas.getByRole('button', { name: 'Create announcement' });
    await userEvent.type(canvas.getByLabelText(/Message/), 'Week 3 notes, please.');
    await userEvent.click(submit);
    await expect(createAnnouncement).not.toHaveBeenCalled();
    await expect(title).toBeInvalid();
    await userEvent.type(title, ' Lesson notes due Monday ');
    // the roles are asked for only once "Chosen roles" is picked
    await expect(canvas.queryByRole('checkbox', { name: 'Teacher' })).toBeNull();
    await choose({ canvas, userEvent }, /Who sees it/, 'Chosen roles');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Teacher' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Principal' }));
    // plain role names, the message a multi-line box
    await expect(canvas.getByRole('checkbox', { name: 'Super Admin' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Bursar' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Message/).tagName).toBe('TEXTAREA');
    await userEvent.click(submit);
    await expect(createAnnouncement).toHaveBeenCalledWith({
      title: 'Lesson notes due Monday',
      description: 'Week 3 notes, please.',
      priority: 'normal',
      audience: 'roles',
      roles: ['principal', 'teacher'],
      expiry_date: null,
    });
  },
};
