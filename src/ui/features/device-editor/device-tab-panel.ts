/** What every tab panel of the device editor receives: the device's 0-based position in the draft's device list. */
export interface DeviceTabPanelProps {
  readonly deviceIndex: number;
}
