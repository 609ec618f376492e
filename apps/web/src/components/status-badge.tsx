import { Badge } from '@radix-ui/themes';

const colors: Record<string, 'green' | 'gray' | 'amber' | 'red' | 'blue'> = {
  active: 'green',
  disabled: 'gray',
  graduated: 'blue',
  withdrawn: 'amber',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="soft" radius="full">
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
