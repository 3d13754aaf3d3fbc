import { render } from '@testing-library/react';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { scopeOutline } from '../../src/domain/configuration/controller/logic-graph';
import { memberNode, scopeSignals } from '../../src/domain/configuration/controller/logic-signals';
import { LogicInspector, type LogicInspectorProps } from '../../src/ui/features/logic/logic-inspector';
import { inLanguage } from '../../src/ui/testing/in-language';

/**
 * The logic inspector of the gate `gateId` of the controller of `configuration`, in `language`,
 * given its node and the scope's signals from the outline as the editor gives them; what it asks
 * for goes to `on` (the other callbacks do nothing).
 */
export function renderInspector(
  configuration: Configuration,
  gateId: string,
  { language = 'en', on = {} }: { readonly language?: 'en' | 'fr'; readonly on?: Partial<Pick<LogicInspectorProps, 'onChange' | 'onConnect'>> } = {},
): void {
  const outline = scopeOutline(configuration);
  const none = () => undefined;
  render(
    inLanguage(
      <LogicInspector
        gate={configuration.controller.gates.find((gate) => gate.id === gateId)!}
        node={memberNode(outline, gateId)}
        signals={scopeSignals(outline)}
        configuration={configuration}
        warnings={[]}
        onChange={on.onChange ?? none}
        onConnect={on.onConnect ?? none}
        onAddPort={none}
        onRemovePort={none}
        onOpen={none}
        onDelete={none}
      />,
      language,
    ),
  );
}
