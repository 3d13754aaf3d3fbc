import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMaskZone, type MaskZone } from '../../../domain/configuration/analysis/mask';
import { activateLanguage } from '../../i18n/i18n-setup';
import { system } from '../../theme/system';
import { MaskSurface } from './mask-surface';
import { ZoneList } from './zone-list';

/** The surface with its zones held in state, recording each change as the panel would apply it (one edit each). */
function renderSurface(initial: readonly MaskZone[], language: 'en' | 'fr' = 'en') {
  const changes: { zones: readonly MaskZone[]; action: string }[] = [];
  function Harness() {
    const [zones, setZones] = useState(initial);
    return (
      <MaskSurface
        zones={zones}
        imageUrl={undefined}
        label="Mask zones of Motion"
        onChange={(next, action) => {
          changes.push({ zones: next, action });
          setZones(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={activateLanguage(language, setupI18n())}>
        <Harness />
      </I18nProvider>
    </ChakraProvider>,
  );
  return changes;
}

describe('MaskSurface', () => {
  it('says the coordinates with the decimal mark of the language, in the zone list too', () => {
    const zone = createMaskZone({ rectLeft: 0.1, mask: 128 });
    renderSurface([zone], 'fr');
    expect(screen.getByRole('button', { name: 'Zone 1 : gauche 0,100, haut 0,300, droite 0,700, bas 0,700, masque 128' })).toBeTruthy();
    render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={activateLanguage('fr', setupI18n())}>
          <ZoneList zones={[zone]} onChange={() => undefined} onMaskValue={() => undefined} />
        </I18nProvider>
      </ChakraProvider>,
    );
    expect(screen.getByTestId('zone-row').textContent).toContain('0,100 ; 0,300 → 0,700 ; 0,700');
  });


  it('labels the surface and each zone with its rectangle, three decimals', () => {
    renderSurface([createMaskZone({ rectLeft: 0.1, mask: 128 })]);
    expect(screen.getByRole('group', { name: 'Mask zones of Motion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zone 1: left 0.100, top 0.300, right 0.700, bottom 0.700, mask 128' })).toBeTruthy();
  });

  it('adds a zone with N on the surface, moves it with the arrows and resizes it with Shift, one change per key', () => {
    const changes = renderSurface([]);
    fireEvent.keyDown(screen.getByRole('group', { name: 'Mask zones of Motion' }), { key: 'n' });
    const zone = screen.getByRole('button', { name: /^Zone 1:/ });
    expect(document.activeElement).toBe(zone);
    fireEvent.keyDown(zone, { key: 'ArrowLeft' });
    fireEvent.keyDown(zone, { key: 'ArrowDown', shiftKey: true });
    expect(changes.map((change) => change.action)).toEqual(['add', 'move', 'resize']);
    expect(changes.at(-1)!.zones).toEqual([{ mask: 255, rectLeft: 0.29, rectTop: 0.3, rectRight: 0.69, rectBottom: 0.71 }]);
  });

  it('stops at the edges without a change, and deletes a zone with Delete', () => {
    const changes = renderSurface([createMaskZone({ rectLeft: 0, rectTop: 0, rectRight: 0.2, rectBottom: 0.2 })]);
    const zone = screen.getByRole('button', { name: /^Zone 1:/ });
    fireEvent.keyDown(zone, { key: 'ArrowLeft' });
    fireEvent.keyDown(zone, { key: 'ArrowUp' });
    expect(changes).toEqual([]);
    fireEvent.keyDown(zone, { key: 'Delete' });
    expect(changes).toEqual([{ zones: [], action: 'delete' }]);
    expect(screen.queryByRole('button', { name: /^Zone 1:/ })).toBeNull();
  });
});
