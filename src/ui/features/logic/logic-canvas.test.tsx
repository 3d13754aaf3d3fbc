import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { LogicEdge, LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { LogicCanvas } from './logic-canvas';
import { NODE_WIDTH, nodeHandles, nodeHeight } from './logic-layout';
import type { LogicFlowNode } from './logic-node';

const door: LogicNode = { id: 'door', kind: 'device-io', name: 'Door contact', type: 'Entrance camera', inputs: [], outputs: [{ id: 'door', name: 'Door contact', kind: 'logic' }], readOnly: false, ios: ['door'] };
const and: LogicNode = { id: 'gate', kind: 'gate', name: '', type: 'and', inputs: [{ id: 'in:0', name: 'in 1', kind: 'logic' }], outputs: [{ id: 'out', name: 'out', kind: 'logic' }], readOnly: false, ios: [] };
/** As the editor gives them: sized and with known handles, so that xyflow draws the wire without measuring. */
const flowNode = (node: LogicNode, x: number): LogicFlowNode => ({
  id: node.id,
  type: 'logic',
  position: { x, y: 0 },
  initialWidth: NODE_WIDTH,
  initialHeight: nodeHeight(node),
  handles: nodeHandles(node),
  data: { node, warnings: [], states: new Map() },
});
const wire: LogicEdge = { id: 'wire', source: 'door', sourcePort: 'door', target: 'gate', targetPort: 'in:0', kind: 'logic' };

function showCanvas(language: 'en' | 'fr') {
  const none = () => undefined;
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <ReactFlowProvider>
          <div style={{ width: 800, height: 600 }}>
            <LogicCanvas nodes={[flowNode(door, 0), flowNode(and, 300)]} edges={[wire]} selectedEdges={new Set()} onNodesChange={none} onEdgesChange={none} onConnect={none} isValidConnection={() => true} onDelete={none} colorMode="light" coveredRight={0} />
          </div>
        </ReactFlowProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe("xyflow's screen-reader texts on the logic canvas", () => {
  it('are in English: the node and wire descriptions and the view controls', () => {
    showCanvas('en');
    expect(screen.getByText('Press Enter or Space to select a node, then the arrow keys to move it. Press Delete to remove it and Escape to cancel.')).toBeTruthy();
    expect(screen.getByText('Press Enter or Space to select a wire, then Delete to remove it or Escape to cancel.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Press enter or space');
    // A wire is read out by the names of its ends; a gate without a name by its type in words.
    expect(document.querySelector('.react-flow__edge')?.getAttribute('aria-label')).toBe('Wire from Door contact to And');
  });

  it('are in French', () => {
    const { container } = showCanvas('fr');
    expect(screen.getByText('Appuyez sur Entrée ou Espace pour sélectionner un nœud, puis sur les flèches pour le déplacer. Appuyez sur Suppr pour le retirer et sur Échap pour annuler.')).toBeTruthy();
    expect(screen.getByText('Appuyez sur Entrée ou Espace pour sélectionner un fil, puis sur Suppr pour le retirer ou sur Échap pour annuler.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeTruthy();
    expect(container.querySelector('.react-flow__panel.react-flow__controls')?.getAttribute('aria-label')).toBe('Commandes de la vue');
    expect(container.querySelector('.react-flow__edge')?.getAttribute('aria-label')).toBe('Fil de Door contact vers ET');
  });
});
