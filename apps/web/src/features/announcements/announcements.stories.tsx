import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { AnnouncementsView } from './announcements.view.tsx';

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
