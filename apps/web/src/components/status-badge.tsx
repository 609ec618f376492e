import { Badge } from '@radix-ui/themes';

const colors: Record<string, 'green' | 'gray' | 'amber' | 'red' | 'blue'> = {
  active: 'green',
  disabled: 'gray',
  graduated: 'blue',
  withdrawn: 'amber',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    // Amber's soft text is 4.09:1 on its own background; high contrast reads at 4.5:1 and more.
    <Badge
      color={colors[status] ?? 'gray'}
      variant="soft"
      radius="full"
      highContrast={colors[status] === 'amber'}
    >
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
