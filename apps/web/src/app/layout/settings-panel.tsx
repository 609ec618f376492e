import { Box, Button, Dialog, Flex, RadioCards, SegmentedControl, Text } from '@radix-ui/themes';
import {
  type LayoutName,
  layoutLabels,
  layouts,
  type SchemaName,
  type Settings,
  schemaAccent,
  schemas,
} from '../../lib/settings.tsx';

export interface SettingsPanelProps {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const schemaLabels: Record<SchemaName, string> = {
  default: 'Default',
  dark: 'Dark',
  green: 'Green',
  purple: 'Purple',
  orange: 'Orange',
};

/** Appearance, colour schema and layout, saved under `theme`. */
export function SettingsPanel({ settings, onChange, open, onOpenChange }: SettingsPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>Display settings</Dialog.Title>
        <Flex direction="column" gap="5">
          <Box>
            <Text as="div" size="2" weight="bold" mb="2">
              Appearance
            </Text>
            <SegmentedControl.Root
              value={settings.appearance}
              onValueChange={(value) => onChange({ appearance: value as Settings['appearance'] })}
            >
              <SegmentedControl.Item value="light">Light</SegmentedControl.Item>
              <SegmentedControl.Item value="dark">Dark</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Box>
          <Box>
            <Text as="div" size="2" weight="bold" mb="2" id="schema-label">
              Colour schema
            </Text>
            <RadioCards.Root
              aria-labelledby="schema-label"
              value={settings.schema}
              onValueChange={(value) => onChange({ schema: value as SchemaName })}
              columns={{ initial: '3', sm: '5' }}
              size="1"
            >
              {schemas.map((schema) => (
                <RadioCards.Item key={schema} value={schema}>
                  <Flex direction="column" align="center" gap="1">
                    <span
                      className="sm-swatch"
                      style={{
                        background: schema === 'dark' ? '#111' : `var(--${schemaAccent[schema]}-9)`,
                      }}
                    />
                    <Text size="1">{schemaLabels[schema]}</Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          </Box>
          <Box>
            <Text as="div" size="2" weight="bold" mb="2" id="layout-label">
              Layout
            </Text>
            <RadioCards.Root
              aria-labelledby="layout-label"
              value={settings.layout}
              onValueChange={(value) => onChange({ layout: value as LayoutName })}
              columns={{ initial: '2', sm: '3' }}
              size="1"
            >
              {layouts.map((layout) => (
                <RadioCards.Item key={layout} value={layout}>
                  <Flex direction="column" gap="2" width="100%">
                    <span className="sm-layout-preview" data-layout={layout}>
                      <i />
                      <b />
                    </span>
                    <Text size="1">{layoutLabels[layout]}</Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          </Box>
        </Flex>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button variant="soft">Done</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
