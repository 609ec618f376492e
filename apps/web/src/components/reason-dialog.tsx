import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { DialogActions } from './confirm.tsx';
import type { ContractLimits } from './contract-limits.ts';
import { TextAreaInput } from './form.tsx';

export interface Asking {
  title: string;
  description: string;
  confirmLabel: string;
}

export interface ReasonDialogProps {
  /** What is asked; null while the dialog is closed. */
  asking: Asking | null;
  /** The contract's limits of the reason the action takes; left out, it takes none. */
  reason?: ContractLimits | undefined;
  /** Red for an action against the person (withholding a result). */
  color?: 'red' | undefined;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Asks before an action, and for the reason it takes (required, kept in the audit); each time
 * it opens the reason starts empty.
 */
export function ReasonDialog({ asking, reason, color, onConfirm, onCancel }: ReasonDialogProps) {
  return (
    <AlertDialog.Root
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {asking && (
        <AskingContent asking={asking} limits={reason} color={color} onConfirm={onConfirm} />
      )}
    </AlertDialog.Root>
  );
}

function AskingContent({
  asking,
  limits,
  color,
  onConfirm,
}: {
  asking: Asking;
  limits: ContractLimits | undefined;
  color: 'red' | undefined;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const given = !limits || reason.trim().length >= (limits.minLength ?? 1);
  return (
    <AlertDialog.Content maxWidth="440px">
      <AlertDialog.Title>{asking.title}</AlertDialog.Title>
      <AlertDialog.Description size="2">{asking.description}</AlertDialog.Description>
      {limits && (
        <Flex direction="column" mt="3">
          <TextAreaInput
            label="Reason (the audit keeps it)"
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            minLength={limits.minLength}
            maxLength={limits.maxLength}
          />
        </Flex>
      )}
      <DialogActions>
        <Button
          color={color}
          disabled={!given}
          onClick={() => onConfirm(limits ? reason.trim() : undefined)}
        >
          {asking.confirmLabel}
        </Button>
      </DialogActions>
    </AlertDialog.Content>
  );
}
