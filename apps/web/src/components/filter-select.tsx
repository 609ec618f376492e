import { Select } from '@radix-ui/themes';

export interface Option {
  value: string;
  label: string;
}

/** A list's filter: a select with an "any" choice (Radix Select has no empty value). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select.Root
      value={value ?? 'any'}
      onValueChange={(v) => onChange(v === 'any' ? undefined : v)}
    >
      <Select.Trigger aria-label={label} variant="soft" />
      <Select.Content position="popper">
        <Select.Item value="any">Any {label.toLowerCase()}</Select.Item>
        {options.map((o) => (
          <Select.Item key={o.value} value={o.value}>
            {o.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
