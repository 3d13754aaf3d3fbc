import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabPresence } from '../../../application/configuration-workspace/tab-presence';
import type { ConsoleServices } from '../../../application/console-services';
import { MemoryTabHub, StorageTabId } from '../../../infrastructure/memory/memory-tab-channel.adapter';
import { MemoryStorage } from '../../../infrastructure/memory/storage-preferences.adapter';
import { ServicesContext } from '../../services-context';
import { OtherTabsBanner } from './other-tabs-banner';
import { inLanguage } from '../../testing/in-language';

function tab(hub: MemoryTabHub, name: string): TabPresence {
  const presence = new TabPresence(hub.channel(), new StorageTabId(new MemoryStorage(), () => name), `${name}-page`);
  presence.start();
  return presence;
}

describe('OtherTabsBanner', () => {
  it.each([
    ['en', "Another tab of this browser is also editing this appliance's configuration."],
    ['fr', 'Un autre onglet de ce navigateur modifie aussi la configuration de cet appareil.'],
  ] as const)('says so while another open tab holds unsaved changes, and goes when it no longer does (%s)', (language, title) => {
    const hub = new MemoryTabHub();
    const here = tab(hub, 'here');
    const other = tab(hub, 'other');
    render(
      inLanguage(
        <ServicesContext value={{ tabs: here } as unknown as ConsoleServices}>
          <OtherTabsBanner />
        </ServicesContext>,
        language,
      ),
    );
    expect(screen.queryByTestId('other-tabs-editing')).toBeNull();
    act(() => other.setEditing(true));
    expect(screen.getByTestId('other-tabs-editing').textContent).toContain(title);
    act(() => other.stop());
    expect(screen.queryByTestId('other-tabs-editing')).toBeNull();
  });
});
