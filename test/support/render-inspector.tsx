import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { scopeOutline } from '../../src/domain/configuration/controller/logic-graph';
import { memberNode, scopeSignals } from '../../src/domain/configuration/controller/logic-signals';
import { activateLanguage } from '../../src/ui/i18n/i18n-setup';
import { system } from '../../src/ui/theme/system';
import { LogicInspector, type LogicInspectorProps } from '../../src/ui/features/logic/logic-inspector';

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
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
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
        />
      </I18nProvider>
    </ChakraProvider>,
  );
}
