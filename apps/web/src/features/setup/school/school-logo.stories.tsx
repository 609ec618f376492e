import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, noop, ready } from '../../../test/story-states.ts';
import { SchoolLogoView } from './school-logo.view.tsx';

const meta = { title: 'Setup/School logo' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const crest = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 96"><path d="M40 2 76 14v34c0 22-16 38-36 46C20 86 4 70 4 48V14z" fill="#1d4ed8"/><path d="M40 22 50 44H30z" fill="#fbbf24"/><rect x="26" y="52" width="28" height="6" fill="#fff"/></svg>',
)}`;
const name = 'Bright Future Academy';

export const SchoolLogoSet: Story = {
  render: () => (
    <SchoolLogoView
      school={ready({ name, logo: crest })}
      saving={false}
      onChoose={noop}
      onRemove={noop}
    />
  ),
};
export const SchoolLogoNone: Story = {
  render: () => (
    <SchoolLogoView
      school={ready({ name, logo: null })}
      saving={false}
      onChoose={noop}
      onRemove={noop}
    />
  ),
};
export const SchoolLogoLoading: Story = {
  render: () => <SchoolLogoView school={loading} saving={false} onChoose={noop} onRemove={noop} />,
};
export const SchoolLogoSaving: Story = {
  render: () => (
    <SchoolLogoView school={ready({ name, logo: crest })} saving onChoose={noop} onRemove={noop} />
  ),
};
export const SchoolLogoRefused: Story = {
  render: () => (
    <SchoolLogoView
      school={ready({ name, logo: null })}
      saving={false}
      refused="must be a JPG or PNG file"
      onChoose={noop}
      onRemove={noop}
    />
  ),
};
export const SchoolLogoError: Story = {
  render: () => (
    <SchoolLogoView school={failed} saving={false} onChoose={noop} onRemove={noop} onRetry={noop} />
  ),
};
