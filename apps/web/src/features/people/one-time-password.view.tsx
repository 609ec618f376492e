import { Button, Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';

export interface CreatedLogin {
  fullname: string;
  username: string;
  one_time_password: string;
}

/** DECISIONS #12: the one-time password is shown once, to the person who created the account. */
export function OneTimePasswordView({
  login,
  listPath,
  listLabel,
  onAnother,
}: {
  login: CreatedLogin;
  listPath: string;
  listLabel: string;
  onAnother: () => void;
}) {
  return (
    <Card size="4">
      <Flex direction="column" gap="4">
        <div>
          <Heading as="h2" size="5">
            {login.fullname} has been added
          </Heading>
          <Text as="p" color="gray" size="2" mt="1">
            Give them these sign-in details now. The password is shown only once and must be changed
            at first sign-in.
          </Text>
        </div>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>Username</DataList.Label>
            <DataList.Value>
              <Code size="3">{login.username}</Code>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>One-time password</DataList.Label>
            <DataList.Value>
              <Code size="3">{login.one_time_password}</Code>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Flex gap="3" justify="end">
          <Button variant="soft" onClick={onAnother}>
            Add another
          </Button>
          <Button asChild>
            <Link to={listPath}>{listLabel}</Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
