import { Button } from '@radix-ui/themes';
import { Link } from 'react-router';
import { Confirm } from './confirm.tsx';

export interface EditAndEnableProps {
  /** The row's name, in the labels and the confirmation. */
  name: string;
  editTo: string;
  disabled: boolean;
  busy: boolean;
  onToggle: () => void;
  /** What disabling does, said before the user confirms it. */
  disabling: string;
}

/**
 * A list row's Edit link, and Enable for a disabled row or Disable for an active one: disabling
 * asks first, saying what it does.
 */
export function EditAndEnable({
  name,
  editTo,
  disabled,
  busy,
  onToggle,
  disabling,
}: EditAndEnableProps) {
  return (
    <>
      <Button asChild size="1" variant="soft">
        <Link to={editTo} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      </Button>
      {disabled ? (
        <Button size="1" variant="soft" color="green" loading={busy} onClick={onToggle}>
          Enable
        </Button>
      ) : (
        <Confirm
          title={`Disable ${name}?`}
          description={disabling}
          confirmLabel="Disable"
          color="red"
          onConfirm={onToggle}
        >
          <Button size="1" variant="soft" color="amber" loading={busy}>
            Disable
          </Button>
        </Confirm>
      )}
    </>
  );
}
