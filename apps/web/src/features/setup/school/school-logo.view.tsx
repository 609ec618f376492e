import { Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useRef } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import { asSentence } from '../../../components/form.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState } from '../../../components/states.tsx';

export interface SchoolLogo {
  name: string;
  /** The logo as a data URL (stored images need the session: lib/image-data.ts), or null. */
  logo: string | null;
}

export interface SchoolLogoViewProps {
  school: Loadable<SchoolLogo>;
  saving: boolean;
  /** The server's reason for refusing the last file. */
  refused?: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onRetry?: () => void;
}

/** The superadmin's logo of the school: printed on report cards and documents. */
export function SchoolLogoView({
  school,
  saving,
  refused,
  onChoose,
  onRemove,
  onRetry,
}: SchoolLogoViewProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  if (school.status === 'error') return <ErrorState message={school.message} onRetry={onRetry} />;
  const ready = school.status === 'ready' ? school.data : null;
  return (
    <Card size="2">
      <Flex gap="4" align="center" wrap="wrap">
        <Flex
          align="center"
          justify="center"
          width="96px"
          height="96px"
          style={{ border: '1px dashed var(--gray-a7)', borderRadius: 'var(--radius-3)' }}
        >
          {!ready ? (
            <Skeleton width="96px" height="96px" />
          ) : ready.logo ? (
            <img
              src={ready.logo}
              alt={`The logo of ${ready.name}`}
              style={{ maxWidth: 88, maxHeight: 88, objectFit: 'contain' }}
            />
          ) : (
            <Text size="1" color="gray" align="center">
              No logo yet
            </Text>
          )}
        </Flex>
        <Flex direction="column" gap="2" style={{ flex: '1 1 240px' }}>
          <Heading as="h2" size="3">
            School logo
          </Heading>
          <Text size="2" color="gray">
            Printed on report cards, receipts and login slips, and shown where a report card is
            checked. PNG or JPEG, at most 2 MB.
          </Text>
          {refused ? (
            <Text size="2" color="red" role="alert">
              {asSentence(refused)}
            </Text>
          ) : null}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label="Choose a logo"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) onChoose(file);
              e.currentTarget.value = '';
            }}
          />
          <Flex gap="2" wrap="wrap">
            <Button
              variant="soft"
              loading={saving}
              disabled={!ready || saving}
              onClick={() => fileInput.current?.click()}
            >
              {ready?.logo ? 'Replace logo' : 'Upload logo'}
            </Button>
            {ready?.logo ? (
              <Confirm
                title="Remove the logo?"
                description="Documents printed from now on carry no logo; report cards already released keep theirs."
                confirmLabel="Remove logo"
                color="red"
                onConfirm={onRemove}
              >
                <Button variant="soft" color="red" disabled={saving}>
                  Remove logo
                </Button>
              </Confirm>
            ) : null}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
