import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { AnalysisPanel } from './analysis-panel';
import { DeviceLivePanel } from './device-live-panel';
import { AudioPanel } from './audio-panel';
import { ConnectionPanel } from './connection-panel';
import type { DeviceTabPanelProps } from './device-tab-panel';
import { IoPanel } from './io-panel';
import { PtzPanel } from './ptz-panel';
import { RecordingPanel } from './recording-panel';
import { VideoPanel } from './video-panel';

/** One tab of the device editor: its key (also `?tab=` and the DOM ids), its label, its panel. */
export interface DeviceEditorTab {
  readonly value: string;
  readonly label: MessageDescriptor;
  readonly Panel: ComponentType<DeviceTabPanelProps>;
  /** The device's top-level keys the tab edits, so a link to a field (`#cfg.devices.<id>.videos…`) opens its tab. */
  readonly keys?: readonly string[];
}

/**
 * The editor's tabs, in order. A new tab is one more entry (the live
 * preview and the video analysis are added this way); panels are mounted
 * only while their tab is open.
 */
export const DEVICE_EDITOR_TABS: readonly DeviceEditorTab[] = [
  { value: 'connection', label: msg`Connection`, Panel: ConnectionPanel },
  { value: 'video', label: msg`Video`, Panel: VideoPanel, keys: ['videos'] },
  { value: 'audio', label: msg`Audio`, Panel: AudioPanel, keys: ['audioInputs', 'audioOutputs', 'sip'] },
  { value: 'io', label: msg`Inputs and outputs`, Panel: IoPanel, keys: ['io', 'controlPanel', 'connectionStateIO'] },
  { value: 'ptz', label: msg`PTZ`, Panel: PtzPanel, keys: ['ptz'] },
  { value: 'recording', label: msg`Recording`, Panel: RecordingPanel },
  { value: 'live', label: msg`Live`, Panel: DeviceLivePanel },
  // The analysis filters live in the configuration's filter list, not in the device: no device key leads here.
  { value: 'analysis', label: msg`Video analysis`, Panel: AnalysisPanel },
];

/** The tab holding the field a `#cfg.devices.<id>.<key>…` hash names; the first tab otherwise. */
export function tabOfHash(tabs: readonly DeviceEditorTab[], hash: string): string {
  const key = decodeURIComponent(hash).replace(/^#/, '').split('.')[3];
  const found = key === undefined ? undefined : tabs.find((tab) => tab.keys?.includes(key));
  return (found ?? tabs[0])!.value;
}
