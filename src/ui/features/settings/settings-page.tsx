import { Trans } from '@lingui/react/macro';
import { SingleEntityPage } from '../../configuration/single-entity-page';
import { settingsDescriptor } from './settings.descriptor';

/** The configuration's general parameters, in the form their descriptor gives. */
export function SettingsPage() {
  return <SingleEntityPage descriptor={settingsDescriptor} intro={<Trans>The appliance's title and how its server starts and runs.</Trans>} />;
}
