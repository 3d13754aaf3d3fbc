import { msg } from '@lingui/core/macro';
import { MONITOR_MAX_ATTEMPTS, MONITOR_MAX_KEEPALIVE_SECONDS, MONITOR_MAX_RESPONSE_SECONDS } from '../../../domain/configuration/validation/field-rules';
import { createMonitor, type Monitor } from '../../../domain/configuration/monitor';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { addressField, booleanField, hostField, integerField, portField, textField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

const noSecondary = (monitor: Monitor) => !monitor.secondaryUse;

/**
 * An alarm-monitoring receiver (section 3) with the defaults of sections 3
 * and 9: type 1, address `{ip}` (to be replaced: it gets 'invalid ip
 * address' once left), 5 tests, 10 s response time, the monitoring domain.
 * The receiver-protocol codes are expert fields; the secondary receiver's
 * address and port show only when it is used. The specification names no
 * meaning for `type` and `format`: they are entered as numbers.
 */
export const monitorDescriptor: EntityDescriptor<Monitor> = itemListDescriptor('alarms', {
  kind: 'monitor',
  singular: msg`Alarm receiver`,
  plural: msg`Alarm receivers`,
  create: () => createMonitor(),
  fields: {
    type: integerField({ label: msg`Receiver type`, help: msg`The receiver's type number; 1 unless the monitoring centre says otherwise.`, group: 'general', min: 0 }),
    address: addressField({ label: msg`Receiver address` }),
    port: portField({ label: msg`Receiver port`, group: 'connection' }),
    secondaryUse: booleanField({ label: msg`Use a secondary receiver`, help: msg`Alerts go to the secondary receiver when the first one does not answer.`, group: 'connection' }),
    secondaryAddress: hostField({ label: msg`Secondary receiver address`, group: 'connection', hidden: noSecondary }),
    secondaryPort: portField({ label: msg`Secondary receiver port`, group: 'connection', hidden: noSecondary, unset: true }),
    trid: textField({ label: msg`Transmitter identifier (TRID)`, group: 'protocol', expert: true }),
    account: textField({ label: msg`Account`, help: msg`The site's account number at the monitoring centre.`, group: 'protocol', expert: true }),
    prefix: textField({ label: msg`Prefix`, group: 'protocol', expert: true }),
    receiver: textField({ label: msg`Receiver number`, group: 'protocol', expert: true }),
    format: integerField({ label: msg`Message format`, group: 'protocol', expert: true, min: 0 }),
    cyclic: booleanField({ label: msg`Send periodic tests`, group: 'keepalive' }),
    cyclicCode: textField({ label: msg`Periodic test code`, group: 'keepalive', expert: true, hidden: (monitor) => !monitor.cyclic }),
    nbTest: integerField({ label: msg`Attempts`, help: msg`How many times an alert is sent before the receiver counts as unreachable.`, group: 'keepalive', min: 1, max: MONITOR_MAX_ATTEMPTS }),
    responseTime: integerField({ label: msg`Response time`, help: msg`How long to wait for the receiver's acknowledgement.`, unit: 's', group: 'keepalive', min: 1, max: MONITOR_MAX_RESPONSE_SECONDS }),
    snumber: textField({ label: msg`Sequence number (S)`, group: 'protocol', expert: true }),
    domain: textField({ label: msg`Monitoring domain`, group: 'connection' }),
    keepaliveTime: integerField({ label: msg`Keep-alive interval`, help: msg`0 sends no keep-alive.`, unit: 's', group: 'keepalive', min: 0, max: MONITOR_MAX_KEEPALIVE_SECONDS }),
    keepalivePort: portField({ label: msg`Keep-alive port`, group: 'keepalive', unset: true }),
  },
});
