import { useMemo } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Device } from '../../../domain/configuration/device/device';
import type { ModelPath } from '../../../domain/configuration/model-path';
import type { ProblemIndex } from '../../configuration/problem-paths';
import { useProblemIndex } from '../../configuration/use-problems';
import { useDraft, useWorkspace } from '../../configuration/use-workspace';

const selectors = new Map<number, (state: WorkspaceState) => Device | undefined>();

/** One selector per index, so the workspace hook keeps its cache; a lookup by position, never a scan of the devices. */
function selectDevice(index: number): (state: WorkspaceState) => Device | undefined {
  let selector = selectors.get(index);
  if (!selector) {
    selector = (state) => state.draft?.devices[index];
    selectors.set(index, selector);
  }
  return selector;
}

/** The device at `index` of the draft, undefined when there is none. */
export function useDevice(index: number): Device | undefined {
  return useWorkspace(selectDevice(index));
}

export interface EditedDevice {
  readonly device: Device;
  /** `['devices', { id }]`: the identified path of the device, the prefix of its fields' paths. */
  readonly path: ModelPath;
  readonly draft: Configuration;
  readonly problems: ProblemIndex;
}

/** What a tab panel needs to edit the device at `index`; undefined when the draft has no such device. */
export function useEditedDevice(index: number): EditedDevice | undefined {
  const device = useDevice(index);
  const draft = useDraft();
  const problems = useProblemIndex();
  const id = device?.id;
  const path = useMemo<ModelPath>(() => ['devices', { id: id ?? '' }], [id]);
  if (!device || !draft) return undefined;
  return { device, path, draft, problems };
}
