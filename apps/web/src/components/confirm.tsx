import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactElement, ReactNode } from 'react';

export interface ConfirmProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Red for destructive actions. */
  color?: 'red' | undefined;
  onConfirm: () => void;
  children: ReactElement;
}

/** Asks before an action that cannot be undone (or is hard to). */
export function Confirm({
  title,
  description,
  confirmLabel,
  color,
  onConfirm,
  children,
}: ConfirmProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{children}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <DialogActions>
          <AlertDialog.Action>
            <Button color={color} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </DialogActions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** A dialog's Cancel button, then the action's own button. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" mt="4" justify="end">
      <AlertDialog.Cancel>
        <Button variant="soft" color="gray">
          Cancel
        </Button>
      </AlertDialog.Cancel>
      {children}
    </Flex>
  );
}
