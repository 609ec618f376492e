import { Button } from '@radix-ui/themes';
import { Link } from 'react-router';
import { EmptyState } from '../../components/states.tsx';
import { paths } from '../../lib/paths.ts';

/** Screens whose work is in progress elsewhere (results, finance, assignments, lesson notes). */
export default function ComingSoon() {
  return (
    <EmptyState
      icon="note"
      title="This screen is on its way"
      description="It is being built and will appear here in an update. Everything else in the menu works today."
      action={
        <Button asChild variant="soft">
          <Link to={paths.home}>Back to home</Link>
        </Button>
      }
    />
  );
}
