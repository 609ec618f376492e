import { Badge, Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { Confirm } from '../../../components/confirm.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { type RatingList, ratingTitles } from '../compute/report-details.view.tsx';

export interface RatingGroup {
  list: RatingList;
  /** Skill groups (`/skills`) or report types (`/reports`). */
  source: 'skill' | 'report';
  /** The saved group, or null when the school has not set it up. */
  id: string | null;
  attributes: string[];
}

export interface RatingGroupsViewProps {
  groups: Loadable<RatingGroup[]>;
  busy: RatingList | null;
  onSave: (group: RatingGroup, attributes: string[]) => void;
  onDelete: (group: RatingGroup) => void;
  onRetry?: () => void;
}

const hints: Record<RatingList, string> = {
  affective_disposition: 'Punctuality, Neatness, Politeness, Honesty…',
  psychomotor_skills: 'Handwriting, Games, Sports, Music…',
  pupil_report: 'Attentiveness, Cooperation with others…',
  psychomotor_performance: 'Drawing and painting, Verbal fluency…',
};

/** Skills and report types: the attributes a class teacher rates 1 to 5 on each report card. */
export function RatingGroupsView({
  groups,
  busy,
  onSave,
  onDelete,
  onRetry,
}: RatingGroupsViewProps) {
  if (groups.status === 'loading') return <LoadingRows columns={2} rows={4} />;
  if (groups.status === 'error') return <ErrorState message={groups.message} onRetry={onRetry} />;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      {groups.data.map((g) => (
        <GroupCard
          key={`${g.list}:${g.id}:${g.attributes.join('|')}`}
          group={g}
          busy={busy === g.list}
          onSave={onSave}
          onDelete={onDelete}
        />
      ))}
    </Grid>
  );
}

function GroupCard({
  group,
  busy,
  onSave,
  onDelete,
}: {
  group: RatingGroup;
  busy: boolean;
  onSave: RatingGroupsViewProps['onSave'];
  onDelete: RatingGroupsViewProps['onDelete'];
}) {
  const [text, setText] = useState(group.attributes.join('\n'));
  const attributes = [
    ...new Set(
      text
        .split('\n')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  const title = ratingTitles[group.list];
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          <Badge color={group.id ? 'green' : 'gray'} variant="soft">
            {group.id ? `${group.attributes.length} attributes` : 'Not set up'}
          </Badge>
        </Flex>
        <Text size="1" color="gray">
          {group.source === 'skill' ? 'Skill group' : 'Report type'}: one attribute per line.
        </Text>
        <TextArea
          rows={6}
          aria-label={`${title} attributes`}
          placeholder={hints[group.list].replaceAll(', ', '\n')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Flex justify="end" gap="3">
          {group.id && (
            <Confirm
              title={`Delete ${title}?`}
              description="Ratings already saved on results are kept."
              confirmLabel="Delete"
              color="red"
              onConfirm={() => onDelete(group)}
            >
              <Button variant="ghost" color="red">
                Delete
              </Button>
            </Confirm>
          )}
          <Button
            loading={busy}
            disabled={attributes.length === 0}
            onClick={() => onSave(group, attributes)}
          >
            Save
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
