import { Button, Card, Code, DataList, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';

export interface AdmissionNumberSettings {
  auto_generate: boolean;
  initial: string | null;
  format: string | null;
  next_admission_number: string | null;
}

export interface AdmissionNumberViewProps {
  settings: Loadable<AdmissionNumberSettings>;
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: { auto_generate: boolean; initial: string | null }) => void;
  onRetry?: () => void;
}

/** The school initial the server accepts: 1 to 5 letters. */
export const initialPattern = '^[A-Za-z]{1,5}$';

export function AdmissionNumberView({
  settings,
  saving,
  errors,
  onSave,
  onRetry,
}: AdmissionNumberViewProps) {
  const saved = settings.status === 'ready' ? settings.data : null;
  const [auto, setAuto] = useState(false);
  const [initial, setInitial] = useState('');
  useEffect(() => {
    setAuto(saved?.auto_generate ?? false);
    setInitial(saved?.initial ?? '');
  }, [saved?.auto_generate, saved?.initial]);

  if (settings.status === 'loading') return <LoadingRows columns={2} rows={3} />;
  if (settings.status === 'error')
    return <ErrorState message={settings.message} onRetry={onRetry} />;

  const changed = auto !== saved?.auto_generate || initial !== (saved?.initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ auto_generate: auto, initial: initial.trim() ? initial.trim() : null });
  };

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <form onSubmit={submit}>
          <Flex direction="column" gap="4">
            <Text as="label" size="2">
              <Flex gap="3" align="start">
                <Switch checked={auto} onCheckedChange={setAuto} mt="1" />
                <Flex direction="column" gap="1">
                  <Text weight="medium">Generate admission numbers</Text>
                  <Text color="gray" size="2">
                    New students get the next number of the month, such as GCS/112025/00001. Numbers
                    already given never change.
                  </Text>
                </Flex>
              </Flex>
            </Text>
            {auto && (
              <div style={{ maxWidth: 240 }}>
                <TextInput
                  label="School initial"
                  name="initial"
                  value={initial}
                  required
                  pattern={initialPattern}
                  maxLength={5}
                  placeholder="GCS"
                  hint="1 to 5 letters, printed in capitals"
                  onChange={(e) => setInitial(e.currentTarget.value.toUpperCase())}
                  errors={errors}
                />
              </div>
            )}
            {!auto && (
              <Text size="2" color="gray">
                Numbers are typed for each new student; they must be unique in the school.
              </Text>
            )}
            <Flex justify="end">
              <Button type="submit" loading={saving} disabled={!changed}>
                Save settings
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      <Card size="3">
        <Heading as="h2" size="3" mb="3">
          What a new student gets now
        </Heading>
        {saved?.auto_generate ? (
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>Format</DataList.Label>
              <DataList.Value>
                <Code variant="ghost">{saved.format}</Code>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Next number</DataList.Label>
              <DataList.Value>
                <Code size="3">{saved.next_admission_number}</Code>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text size="2" color="gray">
            A number typed on the student form.
          </Text>
        )}
        {changed && (
          <Text as="p" size="1" color="gray" mt="3">
            Save to see the next number with these settings.
          </Text>
        )}
      </Card>
    </Flex>
  );
}
