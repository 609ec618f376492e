import { Avatar, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { EmptyState, ErrorState, LoadingRows } from '../../../components/states.tsx';

export interface DirectorOfStudies {
  staff_id: string;
  title: string | null;
  fullname: string;
  /** Title and name as the report card prints them. */
  dos: string;
  campus: string;
  signature: string | null;
}

type Option = { value: string; label: string };

export interface DirectorOfStudiesViewProps {
  /** A superadmin chooses the campus; other roles see their own (null). */
  campuses: Option[] | null;
  campusId: string;
  onCampusChange: (id: string) => void;
  current: Loadable<DirectorOfStudies | null>;
  staff: Loadable<Option[]>;
  saving: boolean;
  errors: FieldErrors;
  onSave: (input: { staff_id: string; title: string | null }) => void;
  onRetry?: () => void;
}

export function DirectorOfStudiesView({
  campuses,
  campusId,
  onCampusChange,
  current,
  staff,
  saving,
  errors,
  onSave,
  onRetry,
}: DirectorOfStudiesViewProps) {
  const now = current.status === 'ready' ? current.data : null;
  const [staffId, setStaffId] = useState('');
  const [title, setTitle] = useState('');
  useEffect(() => {
    setStaffId(now?.staff_id ?? '');
    setTitle(now?.title ?? '');
  }, [now?.staff_id, now?.title]);

  const chosen = staff.status === 'ready' ? staff.data.find((s) => s.value === staffId) : undefined;
  const input = () => ({ staff_id: staffId, title: title.trim() || null });
  const replaces = now !== null && now.staff_id !== staffId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!replaces) onSave(input());
  };

  const saveButton = (
    <Button type={replaces ? 'button' : 'submit'} loading={saving} disabled={!staffId}>
      {now ? 'Save director of studies' : 'Set director of studies'}
    </Button>
  );

  return (
    <Flex direction="column" gap="4">
      {campuses && (
        <Card size="2">
          <div style={{ maxWidth: 320 }}>
            <SelectInput
              label="Campus"
              name="campus_id"
              value={campusId}
              onValueChange={onCampusChange}
              options={campuses}
              placeholder="Choose a campus"
            />
          </div>
        </Card>
      )}
      {current.status === 'loading' && <LoadingRows columns={2} rows={3} />}
      {current.status === 'error' && <ErrorState message={current.message} onRetry={onRetry} />}
      {current.status === 'ready' && (
        <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
          {now ? (
            <Card size="3">
              <Text size="1" color="gray" weight="medium">
                CURRENT DIRECTOR OF STUDIES
              </Text>
              <Flex gap="4" align="center" mt="3">
                <Avatar size="5" radius="full" fallback={initialsOf(now.fullname)} />
                <Flex direction="column" gap="1" minWidth="0">
                  <Heading as="h2" size="5">
                    {now.dos}
                  </Heading>
                  <Text color="gray" size="2">
                    {now.campus}
                  </Text>
                </Flex>
              </Flex>
              <Text as="p" size="2" color="gray" mt="4">
                Printed as “{now.dos}” on end-of-term report cards
                {now.signature ? ', with this signature:' : '.'}
              </Text>
              {now.signature && (
                <img
                  src={now.signature}
                  alt={`Signature of ${now.fullname}`}
                  style={{ maxHeight: 56, marginTop: 8 }}
                />
              )}
            </Card>
          ) : (
            <EmptyState
              icon="person"
              title="No director of studies yet"
              description="Choose a member of staff. Their name prints on end-of-term report cards."
            />
          )}
          <Card size="3">
            <form onSubmit={submit}>
              <Flex direction="column" gap="4">
                <Heading as="h2" size="4">
                  {now ? 'Change or retitle' : 'Choose a member of staff'}
                </Heading>
                {staff.status === 'error' ? (
                  <ErrorState message={staff.message} onRetry={onRetry} />
                ) : (
                  <SelectInput
                    label="Staff"
                    name="staff_id"
                    value={staffId}
                    onValueChange={setStaffId}
                    options={staff.status === 'ready' ? staff.data : []}
                    placeholder={staff.status === 'loading' ? 'Loading staff…' : 'Choose…'}
                    disabled={staff.status !== 'ready'}
                    required
                    errors={errors}
                  />
                )}
                <TextInput
                  label="Title"
                  name="title"
                  value={title}
                  maxLength={20}
                  placeholder="Mr., Mrs., Dr."
                  hint="Printed before the name; up to 20 characters."
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  errors={errors}
                />
                <Flex justify="end">
                  {replaces ? (
                    <Confirm
                      title={`Replace ${now.dos}?`}
                      description={`${chosen?.label ?? 'The chosen staff member'} becomes director of studies of ${now.campus}, and report cards print their name from now on.`}
                      confirmLabel="Replace"
                      onConfirm={() => onSave(input())}
                    >
                      {saveButton}
                    </Confirm>
                  ) : (
                    saveButton
                  )}
                </Flex>
              </Flex>
            </form>
          </Card>
        </Grid>
      )}
    </Flex>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}
