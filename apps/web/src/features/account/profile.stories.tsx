import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ProfileData, ProfileView, type ProfileViewProps } from './profile.view.tsx';

const meta = { title: 'Account/Profile' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const profile: ProfileData = {
  role: 'admin',
  designation_name: 'Admin',
  username: 'ngozi.okafor',
  firstname: 'Ngozi',
  surname: 'Okafor',
  middlename: null,
  email: 'ngozi@bfa.ng',
  phone: '0803 123 4567',
  address: '4 Allen Avenue, Ikeja',
  image: null,
  campus_name: 'Main Campus',
  school_name: 'Bright Future Academy',
};
const base: ProfileViewProps = {
  status: 'ready',
  profile,
  namesEditable: true,
  saving: false,
  saveErrors: {},
  uploading: false,
  changingPassword: false,
  passwordErrors: {},
  onSave: () => {},
  onAvatar: () => {},
  onChangePassword: () => {},
};

export const ProfileFilled: Story = { render: () => <ProfileView {...base} /> };
export const ProfileLoading: Story = {
  render: () => <ProfileView {...base} status="loading" profile={null} />,
};
export const ProfileError: Story = {
  render: () => <ProfileView {...base} status="error" error="You are offline" profile={null} />,
};
export const ProfileFieldErrors: Story = {
  render: () => (
    <ProfileView
      {...base}
      saveErrors={{ email: ['is not a valid email'] }}
      passwordErrors={{ old_password: ['is not correct'] }}
    />
  ),
};
