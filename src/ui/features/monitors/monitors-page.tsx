import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { monitorList } from './monitor.list';

/** The alarm-monitoring receivers alerts are reported to, and which alerts report to each. */
export function MonitorsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The alarm-monitoring centres' receivers that alerts are reported to. The receiver protocol's codes are shown in expert mode (Alt+Shift+E).</Trans>}
      list={monitorList}
      usageKind="monitor"
    />
  );
}
