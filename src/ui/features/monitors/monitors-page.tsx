import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ItemListPage } from '../../configuration/item-list-page';
import { monitorDescriptor } from './monitor.descriptor';

/** The alarm-monitoring receivers alerts are reported to, and which alerts report to each. */
export function MonitorsPage() {
  return (
    <ItemListPage
      intro={<Trans>The alarm-monitoring centres' receivers that alerts are reported to. The receiver protocol's codes are shown in expert mode (Alt+Shift+E).</Trans>}
      descriptor={monitorDescriptor}
      newLabel={msg`New alarm receiver`}
      usageKind="monitor"
    />
  );
}
