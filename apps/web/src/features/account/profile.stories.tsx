import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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

const saveDetails = fn();
const changePassword = fn();

/**
 * Details: an emptied first name is refused by the browser; the saved body is trimmed, with an
 * emptied field sent as null. Password: two different new passwords show a message under the
 * confirmation; matching ones are sent.
 */
export const ProfileFilled: Story = {
  render: () => <ProfileView {...base} onSave={saveDetails} onChangePassword={changePassword} />,
  play: async ({ canvas, userEvent }) => {
    // The heading's parent is its card.
    const card = (heading: string) =>
      within(canvas.getByRole('heading', { name: heading }).parentElement as HTMLElement);
    saveDetails.mockClear();
    changePassword.mockClear();
    const details = card('Your details');
    const firstname = details.getByLabelText(/First name/);
    const save = details.getByRole('button', { name: 'Save details' });
    await userEvent.clear(firstname);
    await userEvent.click(save);
    await expect(saveDetails).not.toHaveBeenCalled();
    await expect(firstname).toBeInvalid();
    await userEvent.type(firstname, ' Ngozika ');
    await userEvent.clear(details.getByLabelText(/Phone/));
    await userEvent.click(save);
    await expect(saveDetails).toHaveBeenCalledWith({
      firstname: 'Ngozika',
      middlename: null,
      surname: 'Okafor',
      email: 'ngozi@bfa.ng',
      phone: null,
      address: '4 Allen Avenue, Ikeja',
    });

    const password = card('Change password');
    const confirmation = password.getByLabelText(/Confirm new password/);
    await userEvent.type(password.getByLabelText(/Current password/), 'old-secret');
    await userEvent.type(password.getByLabelText(/^New password/), 'new-secret-1');
    await userEvent.type(confirmation, 'new-secret-2');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(changePassword).not.toHaveBeenCalled();
    await expect(confirmation).toHaveAccessibleDescription('The two passwords do not match.');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'new-secret-1');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(changePassword).toHaveBeenCalledWith({
      old_password: 'old-secret',
      new_password: 'new-secret-1',
      confirm_password: 'new-secret-1',
    });
  },
};
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
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Is not a valid email.',
    );
    await expect(canvas.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Is not correct.',
    );
  },
};
export const ProfileFirstSignIn: Story = {
  render: () => <ProfileView {...base} firstSignIn />,
};
