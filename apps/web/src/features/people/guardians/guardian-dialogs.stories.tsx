import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noop } from '../../../test/story-states.ts';
import {
  AddGuardianDialog,
  type AddGuardianDialogProps,
  ContactsDialog,
  LinkChildDialog,
} from './guardian-dialogs.view.tsx';
import { guardianRows, ngozi, studentChoices } from './guardians.fixtures.ts';

const meta = { title: 'People/Guardian dialogs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const addGuardian = fn();
const chidi = { student: studentChoices[0] as (typeof studentChoices)[number] };
const add: AddGuardianDialogProps = {
  open: true,
  onOpenChange: noop,
  initialChildren: [{ ...chidi, relationship: 'mother', feeContact: true }],
  picking: { search: '', onSearch: noop, choices: null },
  busy: false,
  errors: {},
  failure: null,
  matched: null,
  onSubmit: addGuardian,
};
const behind = <Text size="2">Guardians</Text>;

/** Names, contacts and the children, each with the relationship and fee contact. */
export const AddGuardian: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog {...add} />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    addGuardian.mockClear();
    const dialog = within(canvasElement.ownerDocument.body);
    const phone = await dialog.findByLabelText(/^Phone/);
    const submit = dialog.getByRole('button', { name: 'Add guardian' });
    await userEvent.type(dialog.getByLabelText(/^Surname/), 'Okafor');
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Ngozi');
    await userEvent.type(phone, 'call me');
    await userEvent.click(submit);
    await expect(addGuardian).not.toHaveBeenCalled();
    await expect(phone).toBeInvalid();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0803 555 6666');
    await userEvent.click(submit);
    await expect(addGuardian).toHaveBeenCalledWith({
      surname: 'Okafor',
      firstname: 'Ngozi',
      email: null,
      phone: '0803 555 6666',
      whatsapp: null,
      children: [{ student_id: '11', relationship: 'mother', fee_contact: true }],
    });
  },
};
/** Students found by the picker, one already chosen. */
export const AddGuardianPicking: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog
        {...add}
        picking={{
          search: 'Okafor',
          onSearch: noop,
          choices: { status: 'ready', data: studentChoices },
        }}
      />
    </>
  ),
};
/** The server's 422 messages at their fields, a 409 above the buttons. */
export const AddGuardianProblems: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog
        {...add}
        errors={{
          phone: ['give an e-mail or a phone number: the guardian signs in with it'],
          'children.0.relationship': ['must be one of mother, father, guardian, sponsor'],
        }}
      />
    </>
  ),
};
export const AddGuardianConflict: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog
        {...add}
        failure="This e-mail already belongs to an account that is not a guardian."
      />
    </>
  ),
};
export const AddGuardianSaving: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog {...add} busy />
    </>
  ),
};
/** The school had this guardian already: linked, not added twice. */
export const AddGuardianMatched: Story = {
  render: () => (
    <>
      {behind}
      <AddGuardianDialog {...add} matched={ngozi} />
    </>
  ),
};

export const EditContacts: Story = {
  render: () => (
    <>
      {behind}
      <ContactsDialog
        guardian={guardianRows[1] ?? null}
        onClose={noop}
        busy={false}
        errors={{}}
        onSubmit={noop}
      />
    </>
  ),
};
export const EditContactsProblems: Story = {
  render: () => (
    <>
      {behind}
      <ContactsDialog
        guardian={guardianRows[1] ?? null}
        onClose={noop}
        busy={false}
        errors={{
          phone: ['must be a phone number, e.g. 0803 123 4567'],
          '': ['This phone number already belongs to another guardian.'],
        }}
        onSubmit={noop}
      />
    </>
  ),
};
export const LinkChild: Story = {
  render: () => (
    <>
      {behind}
      <LinkChildDialog
        guardian={ngozi}
        onClose={noop}
        picking={{
          search: 'Emeka',
          onSearch: noop,
          choices: { status: 'ready', data: studentChoices.slice(1) },
        }}
        busy={false}
        errors={{}}
        failure={null}
        onSubmit={noop}
      />
    </>
  ),
};
export const LinkChildSearching: Story = {
  render: () => (
    <>
      {behind}
      <LinkChildDialog
        guardian={ngozi}
        onClose={noop}
        picking={{ search: 'Em', onSearch: noop, choices: { status: 'loading' } }}
        busy={false}
        errors={{}}
        failure={null}
        onSubmit={noop}
      />
    </>
  ),
};
