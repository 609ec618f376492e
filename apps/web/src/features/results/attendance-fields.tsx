import { Flex, Grid, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { TextInput } from '../../components/form.tsx';

/** Times present may not exceed times school opened (rules.md); the reason when it does. */
export function attendanceProblem(opened: string, present: string): string[] | undefined {
  return opened !== '' && present !== '' && Number(present) > Number(opened)
    ? ['Times present cannot be more than times school opened']
    : undefined;
}

/** Times school opened and present, with times absent worked out as they are typed. */
export function AttendanceFields({
  opened,
  present,
  onChange,
  errors,
}: {
  opened: string;
  present: string;
  onChange: (next: { school_opened: string; times_present: string }) => void;
  errors: FieldErrors;
}) {
  const problem = attendanceProblem(opened, present);
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="4">
      <TextInput
        label="Times school opened"
        name="school_opened"
        type="number"
        min={0}
        value={opened}
        onChange={(e) => onChange({ school_opened: e.currentTarget.value, times_present: present })}
        errors={errors}
      />
      <TextInput
        label="Times present"
        name="times_present"
        type="number"
        min={0}
        value={present}
        onChange={(e) => onChange({ school_opened: opened, times_present: e.currentTarget.value })}
        errors={problem ? { times_present: problem } : errors}
      />
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          Times absent
        </Text>
        <Text size="5">
          {opened !== '' && present !== '' && !problem ? Number(opened) - Number(present) : '–'}
        </Text>
      </Flex>
    </Grid>
  );
}
