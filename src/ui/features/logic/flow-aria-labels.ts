import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AriaLabelConfig } from '@xyflow/react';

const DIRECTIONS = {
  up: msg`up`,
  down: msg`down`,
  left: msg`left`,
  right: msg`right`,
} as const;

/**
 * Every text xyflow gives screen readers, in the console's language: the
 * descriptions of nodes and wires (what the keys do), the message said after
 * a move, the labels of the view controls, the minimap and a port handle.
 * xyflow's keys are named the other way round: `keyboardDisabled` is the
 * description it reads while the keyboard is on (arrows move), `default`
 * the one without the arrows.
 */
export function flowAriaLabels(i18n: I18n): AriaLabelConfig {
  return {
    'node.a11yDescription.default': i18n._(msg`Press Enter or Space to select a node. Press Delete to remove it and Escape to cancel.`),
    'node.a11yDescription.keyboardDisabled': i18n._(msg`Press Enter or Space to select a node, then the arrow keys to move it. Press Delete to remove it and Escape to cancel.`),
    'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) => {
      const way = direction in DIRECTIONS ? i18n._(DIRECTIONS[direction as keyof typeof DIRECTIONS]) : direction;
      return i18n._(msg`Moved the selected node ${way}. New position: x ${x}, y ${y}.`);
    },
    'edge.a11yDescription.default': i18n._(msg`Press Enter or Space to select a wire, then Delete to remove it or Escape to cancel.`),
    'controls.ariaLabel': i18n._(msg`View controls`),
    'controls.zoomIn.ariaLabel': i18n._(msg`Zoom in`),
    'controls.zoomOut.ariaLabel': i18n._(msg`Zoom out`),
    'controls.fitView.ariaLabel': i18n._(msg`Show the whole graph`),
    'controls.interactive.ariaLabel': i18n._(msg`Lock or unlock the graph`),
    'minimap.ariaLabel': i18n._(msg`Overview of the graph`),
    'handle.ariaLabel': i18n._(msg`Port`),
  };
}
