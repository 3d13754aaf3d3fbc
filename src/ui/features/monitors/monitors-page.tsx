import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListDetailLayout } from '../../configuration/list-detail-layout';
import { monitorColumns } from './monitor.columns';
import { monitorDescriptor } from './monitor.descriptor';

/** The alarm-monitoring receivers alerts are reported to, and which alerts report to each. */
export function MonitorsPage() {
  return (
    <ListDetailLayout
      intro={<Trans>The alarm-monitoring centres' receivers that alerts are reported to. The receiver protocol's codes are shown in expert mode (Alt+Shift+E).</Trans>}
      descriptor={monitorDescriptor}
      columns={monitorColumns}
      hint={msg`Select an alarm receiver to edit it, or add one.`}
      newLabel={msg`New alarm receiver`}
      usageKind="monitor"
    />
  );
}
